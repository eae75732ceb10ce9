export { ROUTES, searchOf } from "./route-table";
