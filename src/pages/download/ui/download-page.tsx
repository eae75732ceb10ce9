// Stub while the page is being built (issue 11); replaced by its own helper.
export function DownloadPage() {
  return <div>下载 APP</div>;
}
