// Player controls show while the pointer moves over the player and hide 3 s after it stops
// (docs/product-rules.md "Live player"); they stay while `pinned` (paused, or a control has focus).
import { useCallback, useEffect, useRef, useState } from "react";
import { CONTROLS_HIDE_MS } from "../config/player-config";

export function useControlsShown(pinned: boolean) {
  const [active, setActive] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wake = useCallback(() => {
    setActive(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(false), CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => {
    wake();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [wake]);
  return { shown: active || pinned, wake };
}
