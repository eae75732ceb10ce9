export { FeedbackDialogsOnDemand } from "./ui/feedback-dialogs-on-demand";
export { complaintOpened } from "./model/complaint";
export { feedbackOpened } from "./model/feedback";
