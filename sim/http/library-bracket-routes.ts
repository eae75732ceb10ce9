// Brackets (docs/api-calls.md "Brackets"): cup knockouts and basketball playoffs.
import type { SimRouteTable } from "./route-types";

export const libraryBracketRoutes: SimRouteTable = {};
