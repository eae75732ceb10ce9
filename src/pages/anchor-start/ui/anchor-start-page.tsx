// /anchorStart: the start-broadcast draft, the push stream key, close, statistics and previews
// (docs/product-rules.md "Broadcasting").
export function AnchorStartPage() {
  return (
    <main>
      <h1>我要开播</h1>
      <p>建设中</p>
    </main>
  );
}
