// What /anchorCertification shows, from the account and its audit state (docs/product-rules.md
// "Anchor certification"): an anchor has nothing to do; `pass` says certification passed; `wait`
// and `reject` say so (reject with its reason, and the user may start again); none or another
// value starts the steps.

export const AUDIT_MESSAGES = {
  wait: "后台正在审核中，请耐心等待～",
  reject: "审核已被驳回～",
} as const;

export type CertificationView =
  | { kind: "anchor" }
  | { kind: "passed" }
  | { kind: "wait" }
  | { kind: "reject"; cancelReason: string | null }
  | { kind: "apply" };

export function certificationView(isAnchor: boolean, audit: { auditStatus: string | null; cancelReason: string | null }): CertificationView {
  if (isAnchor) return { kind: "anchor" };
  switch (audit.auditStatus) {
    case "pass":
      return { kind: "passed" };
    case "wait":
      return { kind: "wait" };
    case "reject":
      return { kind: "reject", cancelReason: audit.cancelReason?.trim() || null };
    default:
      return { kind: "apply" };
  }
}
