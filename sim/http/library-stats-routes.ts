// Team statistics of a season (docs/api-calls.md "Team statistics").
import type { SimRouteTable } from "./route-types";

export const libraryStatsRoutes: SimRouteTable = {};
