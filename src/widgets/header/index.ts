export { Header } from "./ui/header";
export { HEADER_HEIGHT } from "./config/header-tabs";
