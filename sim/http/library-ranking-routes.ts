// Player and team rankings of a season (docs/api-calls.md "Rankings").
import type { SimRouteTable } from "./route-types";

export const libraryRankingRoutes: SimRouteTable = {};
