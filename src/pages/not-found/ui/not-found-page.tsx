import { PageNotice } from "./page-notice";

export function NotFoundPage() {
  return (
    <PageNotice heading="页面不存在" badge="404">
      您访问的页面不存在或已被移除，请检查地址是否正确。
    </PageNotice>
  );
}
