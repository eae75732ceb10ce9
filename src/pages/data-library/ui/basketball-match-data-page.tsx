// Stub while the page is being built (issue 13); replaced by its own helper.
export function BasketballMatchDataPage() {
  return <h1>篮球资料库</h1>;
}
