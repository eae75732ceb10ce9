// The individual center's 历史足迹 panel (docs/product-rules.md "Individual center").
export function FootprintsPanel() {
  return <p>历史足迹建设中</p>;
}
