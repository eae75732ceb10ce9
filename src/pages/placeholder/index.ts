// Fallback pages: the stand-in for routes whose page is not built yet, and the not-found page.
export { PlaceholderPage } from "./ui/placeholder-page";
export { NotFoundPage } from "./ui/not-found-page";
