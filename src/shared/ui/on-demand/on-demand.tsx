// A component whose code is downloaded the first time it is wanted (a dialog asked for, a popup
// clicked open), not before: what a fan downloads before the first rows stays small. Once loaded
// it stays mounted, so a dialog keeps its state and its closing transition.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

export interface OnDemandProps {
  /**
   * True from the first time the component is needed; it then stays loaded. Leave it out where
   * the component is only mounted once needed (a popup rendered while open): it loads at once.
   */
  wanted?: boolean;
  /** Shown until it is wanted and while its code downloads (e.g. the plain button it replaces). */
  fallback?: ReactNode;
}

export function createOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function OnDemand({ wanted = true, fallback = null, ...props }: P & OnDemandProps) {
    const [loaded, setLoaded] = useState(wanted);
    // Derived state: the first `wanted` render starts the download.
    if (wanted && !loaded) setLoaded(true);
    // The fallback sits inside the boundary it falls back from: a download started in a
    // transition keeps it on screen (the same node, focus and all) until the code has arrived.
    return <Suspense fallback={fallback}>{loaded ? <Lazy {...(props as P)} /> : fallback}</Suspense>;
  }
  return OnDemand;
}

/**
 * Starts every loader's download ahead of need (the pointer reached a tab strip or a menu). A
 * failed one is left for its component to report when it is shown.
 */
export function preloadAll(loaders: Record<string, () => Promise<unknown>>): void {
  for (const load of Object.values(loaders)) void load().catch(() => {});
}
