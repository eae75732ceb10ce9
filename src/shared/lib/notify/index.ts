export { showToast, showToastFx, warningToast, successToast, errorToast } from "./show-toast";
export { anyToastRequested, requestToast, subscribeToasts, takeToasts, type ToastRequest } from "./toast-queue";
