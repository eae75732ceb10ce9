// Seconds left to a moment, ticking once a second while it is ahead and `enabled`.
import { useEffect, useState } from "react";

export function useSecondsUntil(unixSeconds: number, enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const ahead = enabled && unixSeconds * 1000 > now;
  useEffect(() => {
    if (!ahead) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [ahead]);
  return unixSeconds - Math.floor(now / 1000);
}
