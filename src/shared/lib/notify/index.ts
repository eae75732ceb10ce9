export { showToast, showToastFx, warningToast, successToast, errorToast } from "./show-toast";
export type { Toast, ToastLevel } from "./show-toast";
