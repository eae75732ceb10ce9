// The header's 开播 button (docs/product-rules.md "Broadcast start"): who goes where.
export const START_MESSAGES = {
  notAnchor: "认证成为主播后方可开播",
  wait: "后台正在审核中，请耐心等待～",
  reject: "审核已被驳回～",
} as const;

export type StartStep =
  | { kind: "login" }
  | { kind: "ownRoom" }
  | { kind: "go"; to: "anchorStart" | "anchorCertification" }
  | { kind: "warn"; messages: string[]; then?: "anchorCertification" }
  | { kind: "checkAudit" };

/** Before the audit state: a guest logs in; a living anchor opens the room, an anchor the start page; a non-anchor on the certification page is told to certify; anyone else needs the audit state. */
export function startStep({ loggedIn, isAnchor, living, onCertificationPage }: { loggedIn: boolean; isAnchor: boolean; living: boolean; onCertificationPage: boolean }): StartStep {
  if (!loggedIn) return { kind: "login" };
  if (isAnchor) return living ? { kind: "ownRoom" } : { kind: "go", to: "anchorStart" };
  if (onCertificationPage) return { kind: "warn", messages: [START_MESSAGES.notAnchor] };
  return { kind: "checkAudit" };
}

/** The audit state decides: wait warns; reject warns with the reason and goes to certification; pass proceeds; anything else goes to certification. */
export function auditStep(auditStatus: string | null, cancelReason: string | null): StartStep {
  switch (auditStatus) {
    case "wait":
      return { kind: "warn", messages: [START_MESSAGES.wait] };
    case "reject":
      return { kind: "warn", messages: cancelReason ? [START_MESSAGES.reject, cancelReason] : [START_MESSAGES.reject], then: "anchorCertification" };
    case "pass":
      return { kind: "go", to: "anchorStart" };
    default:
      return { kind: "go", to: "anchorCertification" };
  }
}
