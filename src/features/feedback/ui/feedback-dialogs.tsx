// Both dialogs, mounted once in the page shell (the footer renders them); they open on
// feedbackOpened / complaintOpened from anywhere.
import { ComplaintDialog } from "./complaint-dialog";
import { FeedbackDialog } from "./feedback-dialog";

export function FeedbackDialogs() {
  return (
    <>
      <FeedbackDialog />
      <ComplaintDialog />
    </>
  );
}
