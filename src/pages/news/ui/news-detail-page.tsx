// Stub while the page is being built (issue 13); replaced by its own helper.
export function NewsDetailPage() {
  return <h1>资讯详情</h1>;
}
