// Stub while the page is being built (issue 13); replaced by its own helper.
export function FootballTeamPage() {
  return <h1>足球球队</h1>;
}
