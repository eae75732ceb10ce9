// One import point for the generated protobuf codec (build output of `npm run gen:proto`).
export { kanqiu } from "../../src/shared/api/wire/generated/wire.js";
