// Stub while the page is being built (issue 11); replaced by its own helper.
export function PersonalHomepagePage() {
  return <div>个人主页</div>;
}
