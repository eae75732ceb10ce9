// The individual center's 历史足迹 panel (docs/product-rules.md "Individual center"): still to come.
import { ComingPanel } from "../coming-panel";

export function FootprintsPanel() {
  return <ComingPanel title="历史足迹" />;
}
