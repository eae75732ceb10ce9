// Stub while the page is being built (issue 13); replaced by its own helper.
export function BasketballPlayerPage() {
  return <h1>篮球球员</h1>;
}
