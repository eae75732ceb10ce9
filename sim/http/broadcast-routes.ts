// Anchor certification and broadcasting (docs/api-calls.md "Anchor certification and broadcasting").
import type { SimRouteTable } from "./route-types";

export const broadcastRoutes: SimRouteTable = {};
