export { createOnDemand, preloadAll } from "./on-demand";
export { createOnDemandPopover, type OnDemandPopoverProps } from "./on-demand-popover";
