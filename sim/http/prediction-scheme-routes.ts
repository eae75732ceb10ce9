// Prediction schemes (docs/api-calls.md "Predictions").
import type { SimRouteTable } from "./route-types";

export const predictionSchemeRoutes: SimRouteTable = {};
