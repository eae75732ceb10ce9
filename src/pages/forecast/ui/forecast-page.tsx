// /forecast: anchors' prediction schemes (docs/product-rules.md "Predictions").
export function ForecastPage() {
  return (
    <main>
      <h1>预测</h1>
      <p>建设中</p>
    </main>
  );
}
