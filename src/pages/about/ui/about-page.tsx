// Stub while the page is being built (issue 11); replaced by its own helper.
export function AboutPage() {
  return <div>关于我们</div>;
}
