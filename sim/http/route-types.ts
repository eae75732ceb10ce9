// The shape of a route: its own module, so route files, the signed-in guard and the route table
// all depend on it without depending on each other (no import loop through routes.ts).
import type { SimBackend } from "../backend";
import type { SimRequest, SimResponse } from "./sim-request";

export type SimRouteHandler = (backend: SimBackend, req: SimRequest) => SimResponse | Promise<SimResponse>;
export type SimRouteTable = Record<string, SimRouteHandler>;
