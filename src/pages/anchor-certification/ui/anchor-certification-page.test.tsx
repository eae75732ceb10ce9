// @vitest-environment jsdom
// The certification page against the sim through MSW: a user walks face check → code → card info
// (with the client's messages on bad input) and sees the review state; a rejection shows its
// reason and lets the user start again; an anchor has nothing to do.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, describe, expect, it } from "vitest";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { renderUi } from "#test-kit/render";
import { clearStoredSession, setSessionTokens } from "@/shared/api";
import { $userInfo, type UserInfo } from "@/entities/session";
import { AnchorCertificationPage } from "./anchor-certification-page";

let wall = Date.UTC(2026, 4, 1);
const { backend } = useTestSim(createTestBackend({ wallClock: () => wall }));
afterEach(() => {
  cleanup();
  clearStoredSession();
});

/** Signs `phone` in on the sim (registering a new user) and renders the page as that user. */
function openAs(phone: string) {
  const account = backend.accounts.book.find("86", phone) ?? backend.accounts.book.register("86", phone);
  setSessionTokens(backend.accounts.signIn(account));
  const user: UserInfo = { id: account.id, nickname: account.nickname, avatar: account.avatar, isAnchor: account.isAnchor, userCode: account.userCode, identifier: account.identifier, identity: "", phone };
  renderUi(<AnchorCertificationPage />, { scope: fork({ values: [[$userInfo, user]] }) });
  return account;
}

const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(label) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("anchor certification page", () => {
  it("walks the steps to the review, is rejected with a reason, and can start again", async () => {
    const account = openAs("13811112222");
    expect(await screen.findByRole("heading", { name: "主播认证" })).toBeTruthy();

    await screen.findByRole("button", { name: "开始人脸识别" });
    click("开始人脸识别");
    expect(await screen.findByText(/正在等待人脸识别结果/)).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "人脸识别进度" })).toBeTruthy();
    wall += 3_000; // the vendor's few seconds
    expect(await screen.findByText("人脸识别通过", {}, { timeout: 4_000 })).toBeTruthy();
    click("下一步");

    click("下一步");
    expect(await screen.findByText("请输入主播邀请码")).toBeTruthy();
    type("主播邀请码", "AB12");
    click("下一步");
    expect(await screen.findByText("主播邀请码为6位字母或数字")).toBeTruthy();
    type("主播邀请码", "ZZZ999");
    click("下一步");
    expect(await screen.findByText("主播邀请码无效，请向运营人员索取")).toBeTruthy();
    type("主播邀请码", "kq2026");
    click("下一步");

    await screen.findByRole("button", { name: "提交认证" });
    type("真实姓名", "Tom");
    type("身份证号", "110101199003071231");
    click("提交认证");
    expect(await screen.findByText("真实姓名须为2–20个汉字")).toBeTruthy();
    expect(screen.getByText("身份证号校验位不正确，请核对")).toBeTruthy();
    type("真实姓名", "张三");
    type("身份证号", "11010519491231002x");
    click("提交认证");
    expect(await screen.findByText("后台正在审核中，请耐心等待～")).toBeTruthy();

    // The back office rejects; the page, opened again, says so with the reason.
    backend.accounts.certification.decide(account.id, "reject", "证件照片不清晰");
    cleanup();
    openAs("13811112222");
    expect(await screen.findByText("审核已被驳回～")).toBeTruthy();
    expect(screen.getByText("驳回原因：证件照片不清晰")).toBeTruthy();
    click("重新认证");
    expect(await screen.findByRole("button", { name: "开始人脸识别" })).toBeTruthy();
  });

  it("a seeded anchor has passed; a user whose audit passed is told so", async () => {
    openAs("13900000001");
    expect(await screen.findByText("您已是认证主播")).toBeTruthy();
    cleanup();

    const user = openAs("13811113333");
    await screen.findByRole("button", { name: "开始人脸识别" });
    cleanup();
    const certification = backend.accounts.certification;
    certification.startFace(user.id);
    wall += 3_000;
    certification.verifyCode(user.id, "KQ8888");
    certification.submitCard(user.id, "李四", "11010519491231002X");
    certification.decide(user.id, "pass", "");
    openAs("13811113333");
    expect(await screen.findByText("主播认证已通过")).toBeTruthy();
  });
});
