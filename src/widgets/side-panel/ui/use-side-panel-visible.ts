// Follows the window scroll; re-renders only when the panel's visibility flips.
import { useWindowScrollDerived } from "@/shared/lib/window-scroll";
import { isSidePanelVisible } from "../lib/side-panel-visible";

export const useSidePanelVisible = (): boolean => useWindowScrollDerived(isSidePanelVisible);
