import { SIDE_PANEL_FROM_PX } from "../config/side-panel-config";

/** Whether the panel shows at this window scroll: from 400 px down. */
export const isSidePanelVisible = (scrollY: number): boolean => scrollY >= SIDE_PANEL_FROM_PX;
