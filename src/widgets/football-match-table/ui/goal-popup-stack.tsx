// The goal pop-up stack at the bottom of /matchEvents (football tab). (Stub: nothing yet.)
export function GoalPopupStack() {
  return null;
}
