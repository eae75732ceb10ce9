export { competitionCatalogQuery, type CompetitionCatalog } from "./api/competition-catalog-request";
export { $topOneCompetitionIds, useTopOneCompetitions } from "./model/top-one";
export { CompetitionLabel, type CompetitionLabelProps } from "./ui/competition-label";
export { prepareLogoClasses } from "./ui/logo-class";
