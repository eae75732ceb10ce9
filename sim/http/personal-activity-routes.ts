// The individual center's activity calls: footprints, live notices and messages (docs/api-calls.md
// "Individual center").
import type { SimRouteTable } from "./route-types";

export const personalActivityRoutes: SimRouteTable = {};
