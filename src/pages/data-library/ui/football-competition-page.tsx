// Stub while the page is being built (issue 13); replaced by its own helper.
export function FootballCompetitionPage() {
  return <h1>足球赛事资料</h1>;
}
