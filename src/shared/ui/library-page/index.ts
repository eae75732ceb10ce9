// The data library's team, player and history pages share one look: their layout classes and their
// loading, failure and empty states.
export { default as libraryPageClasses } from "./library-page.module.css";
export { EmptyNote, PageFailure, PageLoading } from "./page-states";
