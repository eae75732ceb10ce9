export { ConnectionNotice } from "./connection-notice";
