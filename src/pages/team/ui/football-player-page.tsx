// Stub while the page is being built (issue 13); replaced by its own helper.
export function FootballPlayerPage() {
  return <h1>足球球员</h1>;
}
