// A value that follows the window's scroll position (the header's backdrop, the side panel),
// re-rendering only when the value changes.
//
// Reading window.scrollY forces a style and layout pass when the page has changed since the last
// one. Read in the effect right after a page commits, that pass landed in the commit's task
// (20–26 ms of a desktop's main thread as a page first renders; bench/README.md, "fifteenth
// session"); read at the next animation frame, it is the layout the browser does for that frame.
import { useEffect, useState } from "react";

/**
 * `derive(window.scrollY)`, kept up to date while `follow` is true. While it is false nothing
 * listens and nothing reads the position: the value is `derive(0)`. `derive` should be a stable
 * function (module level): a new one starts a new subscription.
 */
export function useWindowScrollDerived<T>(derive: (scrollY: number) => T, follow = true): T {
  const [value, setValue] = useState(() => derive(follow ? window.scrollY : 0));
  useEffect(() => {
    if (!follow) {
      setValue(derive(0));
      return;
    }
    const update = () => setValue(derive(window.scrollY));
    const frame = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, [derive, follow]);
  return value;
}
