export { FeedbackDialogs } from "./ui/feedback-dialogs";
export { FeedbackDialogsOnDemand } from "./ui/feedback-dialogs-on-demand";
export { FeedbackDialog } from "./ui/feedback-dialog";
export { ComplaintDialog } from "./ui/complaint-dialog";
export {
  $feedbackDesc,
  $feedbackError,
  $feedbackOpen,
  $feedbackSubmitting,
  feedbackClosed,
  feedbackDescChanged,
  feedbackImages,
  feedbackOpened,
  feedbackSubmitted,
  saveFeedbackFx,
} from "./model/feedback";
export {
  $complaintAccount,
  $complaintCustomerId,
  $complaintDesc,
  $complaintError,
  $complaintOpen,
  $complaintReasons,
  $complaintSubmitting,
  complaintAccountChanged,
  complaintClosed,
  complaintDescChanged,
  complaintImages,
  complaintOpened,
  complaintReasonsChanged,
  complaintSubmitted,
  reportAccountFx,
  type ComplaintOpening,
} from "./model/complaint";
export { createImagePicker, type ImagePicker } from "./model/image-picker";
export { showFeedbackToastFx, type FeedbackToast } from "./model/feedback-toast";
export { reportReasonsQuery, fetchReportReasons, type ReportReason } from "./api/report-reasons-request";
export { uploadImages, type UploadedImage } from "./api/upload-images";
export { saveFeedback, reportAccount, type FeedbackBody, type ComplaintBody } from "./api/feedback-requests";
export { compressImage } from "./lib/compress-image";
export { compressionPlan, compressionQuality, maxSideFor, targetDimensions, COMPRESS_FROM_BYTES } from "./lib/image-compression";
export { checkImagePick, imageFileError } from "./lib/image-rules";
export { FEEDBACK_MESSAGES, MAX_DESC_LENGTH, MAX_IMAGES, MAX_IMAGE_BYTES } from "./config/feedback-config";
