// The header's 开播 button (docs/product-rules.md "Broadcast start").
export { StartBroadcastButton } from "./ui/start-broadcast-button";
export { ownLivingQuery } from "./api/start-requests";
