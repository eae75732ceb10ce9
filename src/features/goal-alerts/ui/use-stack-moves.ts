// Moves the goal pop-ups to their new places when pop-ups come and go (the stack lays them out, so
// without this they would jump). A new pop-up under the others, the usual case, lifts the whole
// stack from one step lower: one animation however many pop-ups are open, where one per pop-up
// restyled each of them on every frame of the move (a fifth of the main thread with several goals
// a second). Any other change (a pop-up closed, one raised again) moves each pop-up whose place
// changed. With reduced motion they take their places at once.
import { useLayoutEffect, useRef, type RefObject } from "react";
import { GOAL_POPUP_MOVE_MS, GOAL_POPUP_STEP_PX } from "../config/goal-popup-layout";

const prefersReducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Starts `element` `offsetPx` below its place (above when negative) and moves it there. */
function moveIn(element: Element, offsetPx: number) {
  element.animate([{ transform: `translateY(${offsetPx}px)` }, { transform: "none" }], { duration: GOAL_POPUP_MOVE_MS, easing: "ease" });
}

/** The pop-ups under the stack element, newest first in `ids` and in the DOM (the lowest on screen). */
export function useStackMoves(stack: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const previous = useRef<readonly string[]>(ids);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const element = stack.current;
    if (!element || typeof element.animate !== "function" || prefersReducedMotion()) return;
    const newcomer = ids[0] !== undefined && !before.includes(ids[0]);
    const othersRise = ids.slice(1).every((id, index) => before[index] === id);
    if (newcomer && othersRise) {
      if (ids.length > 1) moveIn(element, GOAL_POPUP_STEP_PX);
      return;
    }
    Array.from(element.children).forEach((child, index) => {
      const was = before.indexOf(ids[index] ?? "");
      // A higher index sits higher: a pop-up that rose starts below its new place.
      if (was !== -1 && was !== index) moveIn(child, (index - was) * GOAL_POPUP_STEP_PX);
    });
  }, [ids, stack]);
}
