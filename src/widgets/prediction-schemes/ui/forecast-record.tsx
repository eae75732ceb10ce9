// The signed-in user's forecast record: hit rates and streaks (individual center type 4).
export function ForecastRecord() {
  return <p>预测战绩建设中</p>;
}
