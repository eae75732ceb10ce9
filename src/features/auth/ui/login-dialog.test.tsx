// @vitest-environment jsdom
// The login dialog as a user drives it: labelled inputs, buttons, toasts, and the calls sent.
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ToastsOnDemand } from "@/shared/ui/toasts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { Provider } from "effector-react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $isLoggedIn, loggedOut, loginRequested } from "@/entities/session";
import { useApiMock } from "#test-kit/api-mock";
import { showToast } from "@/shared/lib/notify";
import { LoginDialog } from "./login-dialog";

const api = useApiMock(showToast);
let scope: Scope;

function answerAccount() {
  api.on("/v1/link/query", [
    { linkType: 4, linkPath: "https://kanqiu.test/user-agreement" },
    { linkType: 5, linkPath: "https://kanqiu.test/privacy" },
  ]);
  api.on("/ali/sms/sendCode", null);
  api.on("/login", { accessToken: "a1", refreshToken: "r1", first: false });
  api.on("/loginByPassWord", { accessToken: "a2", refreshToken: "r2", first: false });
  api.on("/reSetPw", null);
  api.on("/v1/customer/setPw", null);
  api.on("/v1/customer/info", {
    id: 7,
    nickname: "球迷小王",
    avatar: "",
    isAnchor: 0,
    userCode: "800007",
    identifier: null,
    identity: "1",
    phone: "13800138000",
  });
  api.on("/v1/personal/custom/info", { followToCount: 0, followFromCount: 0 });
  api.on("/v1/personal/custom/level/info", { level: 1, exp: 0, levelTxt: "新手" });
  api.on("/v1/tasks/levelinfo", { levelExpList: [100], levelList: [{ level: 1, levelTxt: "新手" }] });
  api.on("/v1/customer/interest/save", null);
  api.on("/v1/customer/interest/info", [
    {
      sportType: 1,
      competitionVOS: Array.from({ length: 12 }, (_, i) => ({
        interestId: i + 1,
        scope: 1,
        type: 1,
        shortName: `足球赛事${i + 1}`,
        logo: "",
        checked: false,
      })),
      teamVOS: [{ interestId: 1, scope: 1, type: 2, shortName: "皇马", logo: "", checked: false }],
    },
    { sportType: 2, competitionVOS: [{ interestId: 50, scope: 2, type: 1, shortName: "NBA", logo: "", checked: false }], teamVOS: [] },
    { sportType: 3, competitionVOS: [{ interestId: 90, scope: 3, type: 1, shortName: "英雄联盟", logo: "", checked: false }], teamVOS: [] },
  ]);
}

async function openDialog() {
  scope = fork();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider value={scope}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <ToastsOnDemand limit={30} />
          <LoginDialog />
        </MantineProvider>
      </QueryClientProvider>
    </Provider>,
  );
  await act(() => allSettled(loginRequested, { scope }));
  return screen.findByRole("dialog", { name: "欢迎来到看球" });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const tick = (label: RegExp) => fireEvent.click(screen.getByRole("checkbox", { name: label }));
const toast = (text: string) => screen.findByText(text, {}, { timeout: 2000 });
const dialogClosed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

beforeEach(() => {
  localStorage.clear();
  answerAccount();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(async () => {
  await act(() => allSettled(loggedOut, { scope })); // stops the online report a login started
  cleanup();
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

describe("send code", () => {
  it("asks for a phone, then for a longer one, and sends nothing", async () => {
    await openDialog();
    click("获取验证码");
    expect(await toast("请输入手机号后再获取验证码")).toBeTruthy();
    type("手机号", "1380");
    click("获取验证码");
    expect(await toast("请输入正确手机号")).toBeTruthy();
    expect(api.callsTo("/ali/sms/sendCode")).toHaveLength(0);
  });

  it("sends with the chosen country code, counts down 60 s and refuses a resend meanwhile", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      await openDialog();
      fireEvent.change(screen.getByLabelText("区号"), { target: { value: "852" } });
      type("手机号", "91234567");
      click("获取验证码");
      expect(await toast("验证码发送成功，十分钟有效")).toBeTruthy();
      expect(api.callsTo("/ali/sms/sendCode").map((c) => c.body)).toEqual([
        { nationalCode: "852", phoneNumber: "91234567", scene: "login" },
      ]);
      expect(screen.getByRole("button", { name: "60s" })).toBeTruthy();

      click("60s");
      expect(await toast("短信已发送，请稍后再试～")).toBeTruthy();
      expect(api.callsTo("/ali/sms/sendCode")).toHaveLength(1);

      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole("button", { name: "59s" })).toBeTruthy();
      act(() => vi.advanceTimersByTime(59_000));
      click("获取验证码");
      await waitFor(() => expect(api.callsTo("/ali/sms/sendCode")).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("code login", () => {
  it("asks for the phone, the code and the agreement in turn; sends nothing until all are there", async () => {
    await openDialog();
    click("登录");
    expect(await toast("请输入手机号后登录")).toBeTruthy();
    type("手机号", "13800138000");
    click("登录");
    expect(await toast("请输入验证码后登录")).toBeTruthy();
    type("验证码", "123456");
    click("登录");
    expect(await toast("请阅读用户协议和隐私政策")).toBeTruthy();
    expect(api.callsTo("/login")).toHaveLength(0);
  });

  it("a double click sends one /login; a returning user sees 登录成功 and the dialog closes", async () => {
    await openDialog();
    type("手机号", "13800138000");
    type("验证码", "123456");
    tick(/我已阅读并同意/);
    click("登录");
    click("登录");
    expect(await toast("登录成功")).toBeTruthy();
    await dialogClosed();
    expect(api.callsTo("/login").map((c) => c.body)).toEqual([
      { code: "123456", nationalCode: "86", phoneNumber: "13800138000", source: "web" },
    ]);
    await waitFor(() => expect(scope.getState($isLoggedIn)).toBe(true));
    expect(localStorage.getItem("accessToken")).toBe("a1");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo("/login")).toHaveLength(1);
  });

  it("shows the agreement titles as links to the agreements, opening in a new tab", async () => {
    await openDialog();
    const userAgreement = await screen.findByRole("link", { name: "《用户协议》" });
    await waitFor(() => expect(userAgreement.getAttribute("href")).toBe("https://kanqiu.test/user-agreement"));
    expect(userAgreement.getAttribute("target")).toBe("_blank");
    const privacy = screen.getByRole("link", { name: "《隐私政策》" });
    expect(privacy.getAttribute("href")).toBe("https://kanqiu.test/privacy");
    expect(privacy.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" })).toBeTruthy();
  });
});

describe("password login", () => {
  it("asks for phone, password and agreement; sends the password as Base64 of UTF-8", async () => {
    await openDialog();
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    click("登录");
    expect(await toast("请输入手机号后登录")).toBeTruthy();
    type("手机号", "13800138000");
    click("登录");
    expect(await toast("请输入密码后登录")).toBeTruthy();
    type("密码", "看球abc123");
    click("登录");
    expect(await toast("请阅读用户协议和隐私政策")).toBeTruthy();
    expect(api.callsTo("/loginByPassWord")).toHaveLength(0);

    tick(/我已阅读并同意/);
    click("登录");
    expect(await toast("登录成功")).toBeTruthy();
    await dialogClosed();
    expect(api.callsTo("/loginByPassWord").map((c) => c.body)).toEqual([
      { password: Buffer.from("看球abc123", "utf8").toString("base64"), nationalCode: "86", phoneNumber: "13800138000" },
    ]);
  });
});

describe("reset password", () => {
  it("asks for phone, new password, confirmation and code, then resets and returns to password login", async () => {
    await openDialog();
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    click("忘记密码");
    const dialog = await screen.findByRole("dialog", { name: "忘记密码" });
    expect(within(dialog).getByText("至少8位，包含字母和数字")).toBeTruthy();

    click("确定");
    expect(await toast("请输入手机号")).toBeTruthy();
    type("手机号", "13800138000");
    click("确定");
    expect(await toast("请输入新密码")).toBeTruthy();
    type("新密码", "short");
    click("确定");
    expect(await toast("请再次输入新密码")).toBeTruthy();
    type("确认密码", "short");
    click("确定");
    expect(await toast("请输入验证码")).toBeTruthy();
    expect(api.callsTo("/reSetPw")).toHaveLength(0);

    click("获取验证码");
    expect(await toast("验证码发送成功，十分钟有效")).toBeTruthy();
    expect(api.callsTo("/ali/sms/sendCode")[0]?.body).toMatchObject({ scene: "psw" });
    type("验证码", "654321");
    click("确定");
    expect(await toast("重置密码成功")).toBeTruthy();
    expect(api.callsTo("/reSetPw").map((c) => c.body)).toEqual([
      { phone: "13800138000", code: "654321", pwOne: "short", pwTwo: "short", nationalCode: "86" },
    ]);
    await screen.findByRole("dialog", { name: "欢迎来到看球" });
    expect(screen.getByRole("tab", { name: "密码登录" }).getAttribute("aria-selected")).toBe("true");
  });

  it("返回登录 goes back without sending", async () => {
    await openDialog();
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    click("忘记密码");
    await screen.findByRole("dialog", { name: "忘记密码" });
    click("返回登录");
    expect(await screen.findByRole("dialog", { name: "欢迎来到看球" })).toBeTruthy();
  });
});

async function firstLogin() {
  api.on("/login", { accessToken: "new", refreshToken: "r", first: true });
  await openDialog();
  type("手机号", "13900139000");
  type("验证码", "111111");
  tick(/我已阅读并同意/);
  click("登录");
  return screen.findByRole("dialog", { name: "设置登录密码" }, { timeout: 2000 });
}

describe("first login", () => {
  it("offers a password: both required, must match; 跳过 goes on to interests, saving closes", async () => {
    await firstLogin();
    click("确定");
    expect(await toast("请输入新的登录密码")).toBeTruthy();
    type("新密码", "abc12345");
    click("确定");
    expect(await toast("请再次输入新的登录密码")).toBeTruthy();
    type("确认密码", "abc12346");
    click("确定");
    expect(await toast("两次输入密码不一致，请重新输入")).toBeTruthy();
    expect(api.callsTo("/v1/customer/setPw")).toHaveLength(0);

    click("跳过");
    await screen.findByRole("dialog", { name: "选择喜好" });
    fireEvent.click(await screen.findByRole("checkbox", { name: "足球赛事1" }));
    click("完成");
    await dialogClosed();
    expect(api.callsTo("/v1/customer/interest/save").map((c) => c.body)).toEqual([
      { interests: [{ interestId: 1, scope: 1, type: 1 }] },
    ]);
  });

  it("a matching password is set (设置密码成功) and interests follow", async () => {
    await firstLogin();
    type("新密码", "abc12345");
    type("确认密码", "abc12345");
    click("确定");
    expect(await toast("设置密码成功")).toBeTruthy();
    expect(api.callsTo("/v1/customer/setPw").map((c) => c.body)).toEqual([{ pwOne: "abc12345", pwTwo: "abc12345" }]);
    expect(await screen.findByRole("dialog", { name: "选择喜好" })).toBeTruthy();
  });
});

describe("interests", () => {
  it("needs one (请选择喜好), refuses an 11th (最多只能选择10个), across the sport tabs", async () => {
    await firstLogin();
    click("跳过");
    await screen.findByRole("dialog", { name: "选择喜好" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["足球", "篮球", "游戏"]);

    click("完成");
    expect(await toast("请选择喜好")).toBeTruthy();

    for (let i = 1; i <= 9; i++) fireEvent.click(await screen.findByRole("checkbox", { name: `足球赛事${i}` }));
    fireEvent.click(screen.getByRole("tab", { name: "篮球" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "NBA" }));
    fireEvent.click(screen.getByRole("tab", { name: "足球" }));
    const eleventh = await screen.findByRole("checkbox", { name: "足球赛事10" });
    fireEvent.click(eleventh);
    expect(await toast("最多只能选择10个")).toBeTruthy();
    expect((eleventh as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/已选 10\/10/)).toBeTruthy();

    // unticking one makes room again
    fireEvent.click(screen.getByRole("checkbox", { name: "足球赛事1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "足球赛事10" }));
    click("完成");
    await dialogClosed();
    const saved = (api.callsTo("/v1/customer/interest/save")[0]?.body as { interests: unknown[] }).interests;
    expect(saved).toHaveLength(10);
    expect(saved).toContainEqual({ interestId: 50, scope: 2, type: 1 });
    expect(saved).not.toContainEqual({ interestId: 1, scope: 1, type: 1 });
  });

  it("starts from the server's checked choices", async () => {
    api.on("/v1/customer/interest/info", [
      {
        sportType: 1,
        competitionVOS: [{ interestId: 3, scope: 1, type: 1, shortName: "英超", logo: "", checked: true }],
        teamVOS: [{ interestId: 3, scope: 1, type: 2, shortName: "曼联", logo: "", checked: false }],
      },
    ]);
    await firstLogin();
    click("跳过");
    expect(((await screen.findByRole("checkbox", { name: "英超" })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "曼联" }) as HTMLInputElement).checked).toBe(false);
    click("完成");
    await dialogClosed();
    expect(api.callsTo("/v1/customer/interest/save")[0]?.body).toEqual({ interests: [{ interestId: 3, scope: 1, type: 1 }] });
  });
});

it("closing the dialog starts the form over", async () => {
  const dialog = await openDialog();
  type("手机号", "13800138000");
  fireEvent.click(within(dialog).getAllByRole("button").find((b) => b.classList.contains("mantine-Modal-close"))!);
  await dialogClosed();
  await act(() => allSettled(loginRequested, { scope }));
  expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("");
});
