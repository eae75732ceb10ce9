export { IconButton } from "./icon-button";
