// Stub while the page is being built (issue 13); replaced by its own helper.
export function BasketballCompetitionPage() {
  return <h1>篮球赛事资料</h1>;
}
