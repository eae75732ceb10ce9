// Anchor certification per account (docs/api-calls.md "Anchor certification"): the face check the
// sim plays the vendor for, the invitation code, the card info, then the audit a control call
// decides. Wall time (injectable), like codes and tokens: the face check passes a few real
// seconds after it starts. Seeded anchors are not kept here: the routes answer `pass` for them.
import { cardInfoProblem } from "./card-info-rules";

export type AuditStatus = "wait" | "reject" | "pass";

/** How long the "vendor" takes before the face check passes. */
export const FACE_CHECK_MS = 3_000;

/** Invitation codes the sim's operators have handed out (6 letters or digits, upper case). */
export const INVITATION_CODES: readonly string[] = ["KQ2026", "KQ8888", "ZB6666"];

/** Why a step was refused; the routes turn these into 10001 messages. */
export type CertificationRefusal =
  | "underReview"
  | "alreadyPassed"
  | "unknownCertify"
  | "faceFirst"
  | "codeFormat"
  | "unknownCode"
  | "codeFirst"
  | "badCard"
  | "nothingToDecide";

export type StepResult = { ok: true } | { ok: false; reason: CertificationRefusal; msg?: string };

interface Application {
  certifyId: string | null;
  faceStartedAt: number;
  codeVerified: boolean;
  status: AuditStatus | null;
  cancelReason: string | null;
  realName: string | null;
  idCardNumber: string | null;
}

const fresh = (): Application => ({ certifyId: null, faceStartedAt: 0, codeVerified: false, status: null, cancelReason: null, realName: null, idCardNumber: null });

export class CertificationStore {
  private readonly byAccount = new Map<number, Application>();
  private nextCertify = 1;

  constructor(private readonly now: () => number) {}

  /** The audit state of an account that is not a seeded anchor; null status when it never applied. */
  auditState(accountId: number): { auditStatus: AuditStatus | null; cancelReason: string | null } {
    const app = this.byAccount.get(accountId);
    return { auditStatus: app?.status ?? null, cancelReason: app?.status === "reject" ? app.cancelReason : null };
  }

  /** Starts (or restarts) an application at the face check; refused while under review or after passing. */
  startFace(accountId: number): { ok: true; certifyId: string } | { ok: false; reason: CertificationRefusal } {
    const app = this.byAccount.get(accountId);
    if (app?.status === "wait") return { ok: false, reason: "underReview" };
    if (app?.status === "pass") return { ok: false, reason: "alreadyPassed" };
    // A rejected application starts again from nothing; the old reason stays until the new one is submitted.
    const certifyId = `simface${String(this.nextCertify++).padStart(6, "0")}${accountId}`;
    this.byAccount.set(accountId, { ...fresh(), status: app?.status ?? null, cancelReason: app?.cancelReason ?? null, certifyId, faceStartedAt: this.now() });
    return { ok: true, certifyId };
  }

  /** The face check of the account's current application: passed once FACE_CHECK_MS have gone by since it started. */
  faceStatus(accountId: number, certifyId: string): { ok: true; passed: boolean } | { ok: false; reason: CertificationRefusal } {
    const app = this.byAccount.get(accountId);
    if (!app || app.certifyId === null || app.certifyId !== certifyId) return { ok: false, reason: "unknownCertify" };
    return { ok: true, passed: this.facePassed(app) };
  }

  verifyCode(accountId: number, code: string): StepResult {
    const app = this.byAccount.get(accountId);
    if (app?.status === "wait") return { ok: false, reason: "underReview" };
    if (!app || !this.facePassed(app)) return { ok: false, reason: "faceFirst" };
    const normalized = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{6}$/.test(normalized)) return { ok: false, reason: "codeFormat" };
    if (!INVITATION_CODES.includes(normalized)) return { ok: false, reason: "unknownCode" };
    app.codeVerified = true;
    return { ok: true };
  }

  /** The last step: valid card info submits the application for review (`wait`). */
  submitCard(accountId: number, realName: string, idCardNumber: string): StepResult {
    const app = this.byAccount.get(accountId);
    if (app?.status === "wait") return { ok: false, reason: "underReview" };
    if (!app || !this.facePassed(app)) return { ok: false, reason: "faceFirst" };
    if (!app.codeVerified) return { ok: false, reason: "codeFirst" };
    const problem = cardInfoProblem(realName, idCardNumber);
    if (problem) return { ok: false, reason: "badCard", msg: problem };
    Object.assign(app, { status: "wait", cancelReason: null, realName: realName.trim(), idCardNumber: idCardNumber.trim().toUpperCase(), certifyId: null, codeVerified: false });
    return { ok: true };
  }

  /** The back office's decision on an application under review. */
  decide(accountId: number, decision: "pass" | "reject", cancelReason: string): StepResult {
    const app = this.byAccount.get(accountId);
    if (app?.status !== "wait") return { ok: false, reason: "nothingToDecide" };
    app.status = decision;
    app.cancelReason = decision === "reject" ? cancelReason : null;
    return { ok: true };
  }

  private facePassed(app: Application): boolean {
    return app.certifyId !== null && this.now() - app.faceStartedAt >= FACE_CHECK_MS;
  }
}
