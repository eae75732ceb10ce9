export { competitionCatalogQuery, type CompetitionCatalog } from "./api/competition-catalog-request";
export { $topOneCompetitionIds, topOneCompetitionsLoaded, useTopOneCompetitions } from "./model/top-one";
