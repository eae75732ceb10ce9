export { HiddenHeading } from "./hidden-heading";
