// /anchorCertification: the audit state and the certification steps (docs/product-rules.md
// "Anchor certification").
export function AnchorCertificationPage() {
  return (
    <main>
      <h1>主播认证</h1>
      <p>建设中</p>
    </main>
  );
}
