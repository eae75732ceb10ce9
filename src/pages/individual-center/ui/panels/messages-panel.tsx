// The individual center's 我的消息 panel (docs/product-rules.md "Individual center"): still to come.
import { ComingPanel } from "../coming-panel";

export function MessagesPanel(_props: { customerId?: string }) {
  return <ComingPanel title="我的消息" />;
}
