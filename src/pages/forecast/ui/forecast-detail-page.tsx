// /forecastDetail: one scheme (docs/product-rules.md "Predictions").
export function ForecastDetailPage() {
  return (
    <main>
      <h1>预测详情</h1>
      <p>建设中</p>
    </main>
  );
}
