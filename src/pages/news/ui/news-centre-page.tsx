// Stub while the page is being built (issue 13); replaced by its own helper.
export function NewsCentrePage() {
  return <h1>资讯中心</h1>;
}
