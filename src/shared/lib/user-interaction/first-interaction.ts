// Whether the user has interacted with this page yet: a key pressed, a pointer pressed or a touch
// ended, the inputs that give a page the browser's sticky activation. Until then browsers let no
// sound start (the autoplay policy), so work meant for a sound can wait for this. Read here rather
// than from navigator.userActivation: automated browsers (the benchmarks, the e2e tests) report a
// page loaded by them as activated.

const INTERACTIONS = ["pointerdown", "keydown", "touchend"] as const;

let interacted = false;
let watching = false;

/** Starts listening for the page's first interaction (once; at start-up, so no early press is missed). */
export function watchFirstInteraction(target: EventTarget = window): void {
  if (watching || interacted) return;
  watching = true;
  const onInteraction = () => {
    interacted = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, true);
  };
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, { capture: true, passive: true });
}

/** True once the user has pressed a key, a pointer or touched the page since it was watched. */
export const hasUserInteracted = (): boolean => interacted;
