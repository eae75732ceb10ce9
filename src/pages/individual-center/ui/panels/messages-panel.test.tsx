// @vitest-environment jsdom
// 我的消息 against the sim (HTTP through MSW, the chat port straight to the sim's chat service): a
// user opens the customer-service chat by ?customerId=, sends, the staff's answer arrives; the
// staff's list shows the user with the last message; markup stays text.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatListener } from "@/shared/chat";
import { renderApp } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { codeLogin } from "#test-kit/sim-routes";
import { storeSignedInUser } from "#test-kit/stored-session";
import { simChatConnector } from "#test-kit/sim-chat";
import { chatServerFrameSink } from "./messages-panel.test-helpers";

const backend = createTestBackend({ footballPerDay: 40, basketballPerDay: 10 });
useTestSim(backend);
vi.mock("@/shared/chat", async () => ({ connectChat: (await import("./messages-panel.test-helpers")).connectViaHolder }));

/** The staff logs in once per file (a second code within a minute is refused). */
let staffLogin: ReturnType<typeof codeLogin> | undefined;
const staffTokens = () => (staffLogin ??= codeLogin(backend, backend.accounts.book.staff.phone));

async function signIn(phone: string) {
  const account = await storeSignedInUser(backend, phone, String(backend.accounts.book.staff.id));
  return { account, accessToken: localStorage.getItem("accessToken")! };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("downloadPromptClosed", "1");
  sessionStorage.setItem("downloadBannerClosed", "1");
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  chatServerFrameSink.connect = simChatConnector(backend);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("我的消息", () => {
  it("a user opens the customer-service chat by customerId, sends, and reads the staff's answer", async () => {
    const { account } = await signIn("13800005001");
    const staff = backend.accounts.book.staff;
    await renderApp({ url: `/individualCenter?type=6&customerId=${staff.id}` });
    const pane = await screen.findByRole("region", { name: "与看球客服的对话" });
    const input = within(pane).getByRole("textbox", { name: "聊天内容" });
    await waitFor(() => expect(within(pane).getByRole("button", { name: "发送" })).toHaveProperty("disabled", false));

    fireEvent.change(input, { target: { value: "<img src=x onerror=alert(1)>在吗" } });
    fireEvent.click(within(pane).getByRole("button", { name: "发送" }));
    // Shown as the very characters typed, never as markup.
    expect(await within(pane).findByText("<img src=x onerror=alert(1)>在吗")).toBeTruthy();
    expect(pane.querySelector("img[src=x]")).toBeNull();
    await waitFor(() => expect(within(pane).getAllByTestId("private-message").at(-1)!.dataset["status"]).toBe("confirmed"));

    // The staff answers through the sim's chat service.
    const staffToken = (await staffTokens()).accessToken;
    const frames: unknown[] = [];
    const staffSide = simChatConnector(backend)(`p2p-${Math.min(staff.id, account.id)}-${Math.max(staff.id, account.id)}`, { customId: staff.id, nickname: staff.nickname, level: 1, token: staffToken }, ((e) => frames.push(e)) as ChatListener);
    await act(async () => {
      expect(await staffSide.send("您好，请讲")).toMatchObject({ ok: true });
    });
    expect(await within(pane).findByText("您好，请讲")).toBeTruthy();

    // Too long: the room chat's limit and message, nothing sent.
    fireEvent.change(input, { target: { value: "长".repeat(51) } });
    expect(within(pane).getByText("发言不能超过50个字")).toBeTruthy();

    // The conversation lists the staff with the last message.
    const row = await screen.findByTestId("conversation-row");
    await waitFor(() => expect(row.textContent).toContain("看球客服"));
    staffSide.leave();
  });

  it("the staff's list shows the users who wrote, with their unread count; a user without a customerId gets 联系客服", async () => {
    const writer = await signIn("13800005002");
    const staff = backend.accounts.book.staff;
    const writerSide = simChatConnector(backend)(`p2p-${Math.min(staff.id, writer.account.id)}-${Math.max(staff.id, writer.account.id)}`, { customId: writer.account.id, nickname: "x", level: 1, token: writer.accessToken }, () => {});
    await writerSide.send("我的比赛关注不见了");
    writerSide.leave();

    await renderApp({ url: "/individualCenter?type=6" });
    expect(await screen.findByRole("link", { name: "联系客服" })).toBeTruthy();
    cleanup();

    localStorage.clear();
    const { accessToken, refreshToken } = await staffTokens();
    localStorage.setItem("accessToken", accessToken);
    localStorage.setItem("refreshToken", refreshToken);
    localStorage.setItem("userInfo", JSON.stringify({ id: staff.id, nickname: staff.nickname, avatar: "", isAnchor: 0, userCode: staff.userCode, identifier: null, identity: String(staff.id), phone: staff.phone }));
    await renderApp({ url: "/individualCenter?type=6" });
    expect(await screen.findByRole("heading", { name: "客服消息" })).toBeTruthy();
    const row = (await screen.findAllByTestId("conversation-row")).find((r) => r.textContent?.includes("球迷5002"))!;
    expect(row.textContent).toContain("我的比赛关注不见了");
    expect(within(row).getByLabelText("1条未读")).toBeTruthy();
    expect(screen.getByText("选择一个会话开始聊天")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "联系客服" })).toBeNull();
  });
});
