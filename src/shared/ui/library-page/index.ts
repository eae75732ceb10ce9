// The data library's team, player and history pages share one look: their layout classes, their
// facts and number cards, and their loading, failure and empty states.
export { default as libraryPageClasses } from "./library-page.module.css";
export { EmptyNote, PageFailure, PageLoading } from "./page-states";
export { FactList, NumberCards, type LabelledValue } from "./page-blocks";
