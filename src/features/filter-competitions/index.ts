export { CompetitionFilterButton } from "./ui/competition-filter-button";
export { createFilterDialog, type FilterDialog, type FilterDialogOptions } from "./model/create-filter-dialog";
