// A component whose code is downloaded the first time it is wanted (a dialog asked for, a popup
// clicked open), not before: what a fan downloads before the first rows stays small. Once loaded
// it stays mounted, so a dialog keeps its state and its closing transition.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

export interface OnDemandProps {
  /** True from the first time the component is needed; it then stays loaded. */
  wanted: boolean;
  /** Shown until it is wanted and while its code downloads (e.g. the plain button it replaces). */
  fallback?: ReactNode;
}

export function createOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function OnDemand({ wanted, fallback = null, ...props }: P & OnDemandProps) {
    const [loaded, setLoaded] = useState(wanted);
    // Derived state: the first `wanted` render starts the download.
    if (wanted && !loaded) setLoaded(true);
    if (!loaded) return <>{fallback}</>;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return OnDemand;
}
