// The floating side panel (docs/product-rules.md "Side panel").

/** The panel shows once the window has scrolled this far. */
export const SIDE_PANEL_FROM_PX = 400;
/** 客服 opens the personal center's messages (type 6) with the user's service contact. */
export const CUSTOMER_SERVICE_TYPE = 6;

export const SIDE_PANEL_TEXTS = {
  label: "快捷工具",
  app: "APP",
  appHint: "扫码下载看球APP",
  service: "客服",
  top: "顶部",
} as const;
