// Anchor certification (docs/api-calls.md "Anchor certification"): the audit state, the face check
// (the sim plays the vendor: the check passes FACE_CHECK_MS of wall time after init), the
// invitation code and the card info that submits the application, and the sim-only control call
// that decides it. Seeded anchors have passed; promoting another account into a sim anchor is
// not modelled (a `pass` changes the audit state only).
import { API_PATHS } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { CertificationRefusal } from "../accounts/certification-store";
import { fail, ok } from "./replies";
import { intField, stringField } from "./request-body";
import { signedIn } from "./signed-in";
import { jsonResponse } from "./sim-request";
import type { SimRouteTable } from "./route-types";

const C = API_PATHS.certification;

/** Why a step was refused, as the 10001 message the page shows. */
const REFUSALS: Readonly<Record<CertificationRefusal, string>> = {
  underReview: "后台正在审核中，请耐心等待～",
  alreadyPassed: "您已通过主播认证",
  unknownCertify: "人脸识别已失效，请重新开始",
  faceFirst: "请先完成人脸识别",
  codeFormat: "主播邀请码为6位字母或数字",
  unknownCode: "主播邀请码无效，请向运营人员索取",
  codeFirst: "请先验证主播邀请码",
  badCard: "身份信息不正确",
  nothingToDecide: "该账号没有待审核的认证申请",
};

const refused = (reason: CertificationRefusal, msg?: string) => fail(invalid(msg ?? REFUSALS[reason]));

/** The reason a rejection carries when the control call gives none. */
const DEFAULT_CANCEL_REASON = "认证资料不符合要求";

export const certificationRoutes: SimRouteTable = {
  // Seeded anchors have passed; anyone else: their application's state, null when they never applied.
  [C.auditState]: signedIn((backend, _req, account) =>
    ok(backend, account.isAnchor ? { auditStatus: "pass", cancelReason: null } : backend.accounts.certification.auditState(account.id)),
  ),

  // The vendor's page is the sim itself, so there is no URL to open (certifyUrl null).
  [C.faceInit]: signedIn((backend, _req, account) => {
    if (account.isAnchor) return refused("alreadyPassed");
    const started = backend.accounts.certification.startFace(account.id);
    return started.ok ? ok(backend, { certifyId: started.certifyId, certifyUrl: null }) : refused(started.reason);
  }),

  [C.faceQuery]: signedIn((backend, req, account) => {
    const certifyId = stringField(req.body, "certifyId")?.trim();
    if (!certifyId) return fail(ERR.badParams);
    const face = backend.accounts.certification.faceStatus(account.id, certifyId);
    return face.ok ? ok(backend, { certifyId, status: face.passed ? "passed" : "pending" }) : refused(face.reason);
  }),

  [C.verifyAnchorCode]: signedIn((backend, req, account) => {
    const code = stringField(req.body, "anchorCode");
    if (code === undefined) return fail(ERR.badParams);
    if (account.isAnchor) return refused("alreadyPassed");
    const result = backend.accounts.certification.verifyCode(account.id, code);
    return result.ok ? ok(backend, null) : refused(result.reason, result.msg);
  }),

  [C.verifyCardInfo]: signedIn((backend, req, account) => {
    const realName = stringField(req.body, "realName");
    const idCardNumber = stringField(req.body, "idCardNumber");
    if (realName === undefined || idCardNumber === undefined) return fail(ERR.badParams);
    if (account.isAnchor) return refused("alreadyPassed");
    const result = backend.accounts.certification.submitCard(account.id, realName, idCardNumber);
    return result.ok ? ok(backend, null, "提交成功，请等待审核") : refused(result.reason, result.msg);
  }),

  // Sim-only: {customId, decision: pass | reject, cancelReason?} — the back office's decision.
  [API_PATHS.simControl.audit]: (backend, req) => {
    const customId = intField(req.body, "customId");
    const decision = stringField(req.body, "decision");
    const reason = stringField(req.body, "cancelReason")?.trim();
    if (customId === undefined || (decision !== "pass" && decision !== "reject")) {
      return jsonResponse({ error: "body must be {customId: integer, decision: 'pass'|'reject', cancelReason?: string}" }, 400);
    }
    if (!backend.accounts.book.get(customId)) return jsonResponse({ error: `no account ${customId}` }, 404);
    const result = backend.accounts.certification.decide(customId, decision, reason || DEFAULT_CANCEL_REASON);
    if (!result.ok) return jsonResponse({ error: REFUSALS[result.reason] }, 409);
    return jsonResponse(backend.accounts.certification.auditState(customId));
  },
};
