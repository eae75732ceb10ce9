export { CompetitionFilterButton } from "./ui/competition-filter-button";
export { createFilterDialog } from "./model/create-filter-dialog";
