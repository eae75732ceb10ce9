// Footer items (spec 1 §2). The agreement links come from GET /v1/link/query and feedback and
// complaint need the login dialog: neither exists yet, so those items are shown disabled.

export const COMING_SOON_HINT = "即将开放";

export const FOOTER_ITEMS = [
  { label: "新手主播指南", kind: "pending" },
  { label: "主播工具下载", kind: "external", href: "/downLoad" },
  { label: "直播协议", kind: "pending" },
  { label: "用户协议", kind: "pending" },
  { label: "隐私政策", kind: "pending" },
  { label: "意见反馈", kind: "pending" },
  { label: "投诉", kind: "pending" },
] as const satisfies ReadonlyArray<
  { label: string; kind: "pending" } | { label: string; kind: "external"; href: string }
>;

export const SITE_NAME = "看球";
