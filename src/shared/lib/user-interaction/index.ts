export { hasUserInteracted, watchFirstInteraction } from "./first-interaction";
