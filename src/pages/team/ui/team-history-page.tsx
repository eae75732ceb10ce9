// Stub while the page is being built (issue 13); replaced by its own helper.
export function TeamHistoryPage() {
  return <h1>球队历史战绩</h1>;
}
