// The signed-in anchor's prediction schemes (individual center type 8).
export function MyPredictionSchemes() {
  return <p>我的预测建设中</p>;
}
