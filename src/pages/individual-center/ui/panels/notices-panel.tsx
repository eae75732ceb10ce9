// The individual center's 直播通知 panel (docs/product-rules.md "Individual center"): still to come.
import { ComingPanel } from "../coming-panel";

export function NoticesPanel() {
  return <ComingPanel title="直播通知" />;
}
