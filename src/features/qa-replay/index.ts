// QA record and replay of socket traffic (docs/wire-protocol.md "Recording and replay"). The app
// mounts `QaPanelMount` once: it costs a key listener until `?qa=1`, the stored setting or the
// key chord asks for the tools, whose code then downloads. `loadQaReplay` gives the model and the
// file format the same way (tests, tools).
export { QaPanelMount } from "./ui/qa-panel-mount";
export const loadQaReplay = () => import("./model/qa-tools");
