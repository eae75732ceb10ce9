// Stub while the page is being built (issue 13); replaced by its own helper.
export function FootballMatchDataPage() {
  return <h1>足球资料库</h1>;
}
