// A component whose code is downloaded the first time it is wanted (a dialog asked for, a popup
// clicked open), not before: what a fan downloads before the first rows stays small. Once loaded
// it stays mounted, so a dialog keeps its state and its closing transition.
import { lazy, Suspense, useState, type ComponentType } from "react";

export function createOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function OnDemand({ wanted, ...props }: P & { wanted: boolean }) {
    const [loaded, setLoaded] = useState(wanted);
    // Derived state: the first `wanted` render starts the download.
    if (wanted && !loaded) setLoaded(true);
    if (!loaded) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return OnDemand;
}
