export { showToast, showToastFx, warningToast, successToast, errorToast } from "./show-toast";
