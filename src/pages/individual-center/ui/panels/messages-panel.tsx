// The individual center's 我的消息 panel (docs/product-rules.md "Individual center").
export function MessagesPanel(_props: { customerId?: string }) {
  return <p>我的消息建设中</p>;
}
