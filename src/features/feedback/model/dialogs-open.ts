// Which of the feedback and complaint dialogs is open, and for whom (docs/product-rules.md
// "Feedback and complaint"): a guest who asks gets the login dialog instead. This much is in the
// start chunk, for the openers (the footer, 关于我们) and the dialogs' mount. The forms (their
// fields, images and submit calls: feedback.ts, complaint.ts, ~110 Effector units) come with the
// dialogs' code the first time one opens.
import { createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { $isLoggedIn, loginRequested } from "@/entities/session";

export interface ComplaintOpening {
  /** The account to report; without it the dialog asks for the account ID. */
  customerId?: number | null;
}

export const feedbackOpened = createEvent();
/** The feedback dialog closed: by the user, or after its form was sent. */
export const feedbackClosed = createEvent();
export const complaintOpened = createEvent<ComplaintOpening | void>();
/** The complaint dialog closed: by the user, or after its form was sent. */
export const complaintClosed = createEvent();

sample({ clock: [feedbackOpened, complaintOpened], filter: not($isLoggedIn), target: loginRequested });

export const $feedbackOpen = createStore(false).reset(feedbackClosed);
sample({ clock: feedbackOpened, filter: $isLoggedIn, fn: () => true, target: $feedbackOpen });

const complaintShown = sample({ clock: complaintOpened, filter: $isLoggedIn });
export const $complaintOpen = createStore(false).on(complaintShown, () => true).reset(complaintClosed);
/** The account the opener named, null when the dialog asks for one. */
export const $complaintCustomerId = createStore<number | null>(null)
  .on(complaintShown, (_, opening) => opening?.customerId ?? null)
  .reset(complaintClosed);
