export { FeedbackDialogsOnDemand } from "./ui/feedback-dialogs-on-demand";
export { complaintOpened, feedbackOpened } from "./model/dialogs-open";
