// linkType values of /v1/link/query (docs/product-rules.md "Header and shell").
import type { AgreementLink } from "../api/agreement-links-request";

export const LINK_TYPE = {
  NOVICE_ANCHOR_GUIDE: 1,
  LIVE_AGREEMENT: 3,
  USER_AGREEMENT: 4,
  PRIVACY_POLICY: 5,
} as const;

export type LinkType = (typeof LINK_TYPE)[keyof typeof LINK_TYPE];

export const linkPathOf = (links: readonly AgreementLink[] | undefined, linkType: LinkType): string | undefined =>
  links?.find((link) => link.linkType === linkType)?.linkPath;
