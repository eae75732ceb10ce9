export { competitionCatalogQuery, type CompetitionCatalog } from "./api/competition-catalog-request";
export { $topOneCompetitionIds, useTopOneCompetitions } from "./model/top-one";
export { CompetitionLabel } from "./ui/competition-label";
