// Footer items (docs/product-rules.md "Header and shell"). Agreement links come from GET
// /v1/link/query and open in a new tab (shown disabled as 即将开放 while missing); the anchor tool
// download is an external address from configuration; feedback and complaint open their dialogs.
import { LINK_TYPE, type LinkType } from "@/entities/agreement";
import { anchorToolUrl } from "@/shared/config";
import { ROUTES } from "@/shared/routes";

export const COMING_SOON_HINT = "即将开放";

export type FooterItem =
  | { label: string; kind: "agreement"; linkType: LinkType }
  | { label: string; kind: "external"; href: string }
  | { label: string; kind: "feedback" | "complaint" };

export const FOOTER_ITEMS: readonly FooterItem[] = [
  { label: "新手主播指南", kind: "agreement", linkType: LINK_TYPE.NOVICE_ANCHOR_GUIDE },
  { label: "主播工具下载", kind: "external", href: anchorToolUrl ?? ROUTES.downLoad.href() },
  { label: "直播协议", kind: "agreement", linkType: LINK_TYPE.LIVE_AGREEMENT },
  { label: "用户协议", kind: "agreement", linkType: LINK_TYPE.USER_AGREEMENT },
  { label: "隐私政策", kind: "agreement", linkType: LINK_TYPE.PRIVACY_POLICY },
  { label: "意见反馈", kind: "feedback" },
  { label: "投诉", kind: "complaint" },
];

export const SITE_NAME = "看球";
