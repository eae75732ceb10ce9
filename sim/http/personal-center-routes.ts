// The individual center's calls (docs/api-calls.md "Individual center").
import type { SimRouteTable } from "./route-types";

export const personalCenterRoutes: SimRouteTable = {};
