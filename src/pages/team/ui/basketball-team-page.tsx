// Stub while the page is being built (issue 13); replaced by its own helper.
export function BasketballTeamPage() {
  return <h1>篮球球队</h1>;
}
