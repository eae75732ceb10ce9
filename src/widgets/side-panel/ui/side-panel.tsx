// The floating side panel (docs/product-rules.md "Side panel"): shown from 400 px of window scroll.
// Its code (the hover card with the QR codes) downloads the first time it shows.
import { createOnDemand } from "@/shared/ui/on-demand";
import { useSidePanelVisible } from "./use-side-panel-visible";

const SidePanelBody = createOnDemand(() => import("./side-panel-body").then((module) => module.SidePanelBody));

export function SidePanel() {
  const visible = useSidePanelVisible();
  return visible ? <SidePanelBody /> : null;
}
