// The page for an address no route knows.
export { NotFoundPage } from "./ui/not-found-page";
