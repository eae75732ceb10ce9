// The individual center's 直播通知 panel (docs/product-rules.md "Individual center").
export function NoticesPanel() {
  return <p>直播通知建设中</p>;
}
