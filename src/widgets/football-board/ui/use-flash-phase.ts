// The board's flashes (a goal's score, a red card) blink together: one timer switches the flash
// host's data-flash-phase between "on" and off, and the CSS shows every flash while it is "on"
// (football-cells.module.css). A style change twice a second for all of them, where a CSS animation
// per flash restyled each flashing row on every frame the live stream drew. No timer runs while
// nothing flashes, or when the user asks for reduced motion (the flashes then hold still).
import { useEffect, useRef } from "react";
import { useStoreMap } from "effector-react";
import { footballPushEffects } from "@/entities/match";

/** How long each phase of the blink lasts: on for this long, then off for as long. */
export const FLASH_PHASE_MS = 500;

const prefersReducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** A ref for the flash host: its data-flash-phase blinks while any listed match flashes. */
export function useFlashPhase<E extends HTMLElement>() {
  const host = useRef<E>(null);
  const goals = useStoreMap({ store: footballPushEffects.$scoringSides, keys: [], fn: (marks) => marks.size > 0 });
  const redCards = useStoreMap({ store: footballPushEffects.$redCardSides, keys: [], fn: (marks) => marks.size > 0 });
  const flashing = goals || redCards;
  useEffect(() => {
    const element = host.current;
    if (!element || !flashing || prefersReducedMotion()) return;
    // A new flash shows at once: the blink starts "on".
    element.dataset.flashPhase = "on";
    const timer = setInterval(() => {
      if (element.dataset.flashPhase === "on") delete element.dataset.flashPhase;
      else element.dataset.flashPhase = "on";
    }, FLASH_PHASE_MS);
    return () => {
      clearInterval(timer);
      delete element.dataset.flashPhase;
    };
  }, [flashing]);
  return host;
}
