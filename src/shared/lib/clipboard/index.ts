export { COPY_MESSAGES, copyText } from "./copy-text";
