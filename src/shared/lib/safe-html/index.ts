export { sanitizeHtml } from "./sanitize-html";
