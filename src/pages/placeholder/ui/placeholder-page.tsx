import { PageNotice } from "./page-notice";

export interface PlaceholderPageProps {
  /** The page's Chinese name, shown as its heading. */
  name: string;
}

/** Stand-in for a route whose page is not built yet. */
export function PlaceholderPage({ name }: PlaceholderPageProps) {
  return (
    <PageNotice heading={name} badge="建设中">
      「{name}」页面正在建设中，将在后续版本中上线，敬请期待。
    </PageNotice>
  );
}
