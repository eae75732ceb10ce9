// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { $loginDialogOpen, $userInfo, type UserInfo } from "@/entities/session";
import type { ChatListener, ChatMessage, ChatSession, SendOutcome } from "@/shared/chat";

// The chat port, driven by the test: what the widget joined with, its listener, and each send.
const port = vi.hoisted(() => ({
  joins: [] as Array<{ hxRoomId: string; identity: unknown; listener: ChatListener }>,
  sends: [] as Array<{ text: string; resolve: (outcome: SendOutcome) => void }>,
  left: 0,
}));
vi.mock("@/shared/chat", () => ({
  connectChat: (hxRoomId: string, identity: unknown, listener: ChatListener): ChatSession => {
    port.joins.push({ hxRoomId, identity, listener });
    return {
      send: (text) => new Promise<SendOutcome>((resolve) => port.sends.push({ text, resolve })),
      leave: () => void port.left++,
    };
  },
}));
vi.mock("@/shared/api", async (original) => ({ ...(await original<typeof import("@/shared/api")>()), getAccessToken: () => "token-7" }));

const { RoomChat } = await import("./room-chat");

const USER: UserInfo = { id: 7, nickname: "球迷0007", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800000007" };
const ANCHOR = 10001;
const msg = (over: Partial<ChatMessage>): ChatMessage => ({ id: "1-1", customId: 900, nickname: "老铁", level: 12, role: "user", text: "好球", time: Date.UTC(2026, 10, 21, 12, 30), ...over });

function mount(user: UserInfo | null) {
  const scope = fork({ values: [[$userInfo, user]] });
  const view = renderUi(<RoomChat roomId={1001} hxRoomId="hx-1001" anchorCustomId={ANCHOR} />, { scope });
  const join = port.joins.at(-1)!;
  const emit = (event: Parameters<ChatListener>[0]) => act(() => join.listener(event));
  return { ...view, scope, join, emit };
}

const input = () => screen.getByRole("textbox", { name: "聊天内容" });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "发送" }));

beforeEach(() => {
  port.joins.length = 0;
  port.sends.length = 0;
  port.left = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("RoomChat", () => {
  it("joins the room's chat as a guest, shows the history, and asks a guest to log in to chat", async () => {
    const { scope, join, emit } = mount(null);
    expect(join.hxRoomId).toBe("hx-1001");
    expect(join.identity).toBeNull();
    emit({ type: "joined", self: null, history: [msg({}), msg({ id: "1-2", customId: ANCHOR, nickname: "主播小王", role: "anchor", text: "欢迎" })] });
    expect(screen.getByText("好球")).toBeTruthy();
    expect(screen.getAllByText("Lv.12")).toHaveLength(2);
    expect(screen.getByText("主播")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "聊天内容" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "登录后参与聊天" }));
    await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
  });

  it("shows a sent message at once as pending, then confirmed by the service", async () => {
    const { join, emit } = mount(USER);
    expect(join.identity).toMatchObject({ customId: 7, nickname: "球迷0007", token: "token-7" });
    emit({ type: "joined", self: { role: "user", muted: false }, history: [] });
    type("主播好");
    submit();
    expect(screen.getByText("主播好")).toBeTruthy();
    expect(screen.getByText("发送中")).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe("");
    expect(port.sends.map((s) => s.text)).toEqual(["主播好"]);
    await act(async () => port.sends[0]!.resolve({ ok: true, message: msg({ id: "1-9", customId: 7, nickname: "球迷0007", text: "主播好" }) }));
    expect(screen.queryByText("发送中")).toBeNull();
    expect(screen.getByText("主播好")).toBeTruthy();
  });

  it("marks a refused send failed with the reason, and retries it", async () => {
    const { emit } = mount(USER);
    emit({ type: "joined", self: { role: "user", muted: false }, history: [] });
    type("掉线的话");
    submit();
    await act(async () => port.sends[0]!.resolve({ ok: false, reason: "failed", msg: "发送失败" }));
    expect(screen.getByText("发送失败")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(port.sends.map((s) => s.text)).toEqual(["掉线的话", "掉线的话"]);
    await act(async () => port.sends[1]!.resolve({ ok: true, message: msg({ id: "1-10", customId: 7, text: "掉线的话" }) }));
    expect(screen.queryByText("发送失败")).toBeNull();
  });

  it("says 发言太快了 for a second message within 2 s, and lets it through after", () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    const { emit } = mount(USER);
    emit({ type: "joined", self: { role: "user", muted: false }, history: [] });
    type("第一句");
    submit();
    type("第二句");
    now.mockReturnValue(1_001_500);
    submit();
    expect(screen.getByRole("alert").textContent).toBe("发言太快了，请稍后再试");
    expect(port.sends).toHaveLength(1);
    now.mockReturnValue(1_002_000);
    submit();
    expect(port.sends.map((s) => s.text)).toEqual(["第一句", "第二句"]);
  });

  it("counts characters and refuses more than 50 with a clear text", () => {
    const { emit } = mount(USER);
    emit({ type: "joined", self: { role: "user", muted: false }, history: [] });
    type("好".repeat(50));
    expect(screen.getByText("50/50")).toBeTruthy();
    type("好".repeat(51));
    expect(screen.getByText("51/50")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("发言不能超过50个字");
    expect((screen.getByRole("button", { name: "发送" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses a muted viewer's input with 您已被禁言, and gives it back when unmuted", () => {
    const { emit } = mount(USER);
    emit({ type: "joined", self: { role: "user", muted: false }, history: [] });
    emit({ type: "muted", customId: 7, muted: true });
    expect(screen.getByRole("alert").textContent).toBe("您已被禁言");
    expect((input() as HTMLInputElement).disabled).toBe(true);
    expect(port.sends).toHaveLength(0);
    emit({ type: "muted", customId: 7, muted: false });
    expect((input() as HTMLInputElement).disabled).toBe(false);
  });

  it("shows markup in messages and nicknames as text: nothing is parsed or run", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { container, emit } = mount(null);
    emit({ type: "joined", self: null, history: [msg({ nickname: "<i>斜体昵称</i>", text: "<img src=x onerror=alert(1)>" })] });
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(screen.getByText("<i>斜体昵称</i>")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("i")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it("drops a removed message and marks a new admin", () => {
    const { emit } = mount(null);
    emit({ type: "joined", self: null, history: [msg({}), msg({ id: "1-2", customId: 901, nickname: "路人", text: "广告" })] });
    emit({ type: "removed", messageId: "1-2" });
    expect(screen.queryByText("广告")).toBeNull();
    emit({ type: "admin", customId: 900, admin: true });
    expect(screen.getByText("管理员")).toBeTruthy();
  });

  it("offers moderation only to the anchor and admins", async () => {
    const anchor: UserInfo = { ...USER, id: ANCHOR, isAnchor: 1 };
    const { emit } = mount(anchor);
    emit({ type: "joined", self: { role: "anchor", muted: false }, history: [msg({})] });
    // The menu's code comes on demand, for moderators only.
    expect(await screen.findByRole("button", { name: "管理操作：老铁" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "房间管理" })).toBeTruthy();
    cleanup();
    const viewer = mount(USER);
    viewer.emit({ type: "joined", self: { role: "user", muted: false }, history: [msg({})] });
    expect(screen.queryByRole("button", { name: "管理操作：老铁" })).toBeNull();
    expect(screen.queryByRole("button", { name: "房间管理" })).toBeNull();
  });

  it("keeps at most 200 messages on screen", () => {
    const { container, emit } = mount(null);
    emit({ type: "joined", self: null, history: [] });
    for (let i = 0; i < 230; i++) emit({ type: "message", message: msg({ id: `m${i}`, text: `第${i}条` }) });
    expect(container.querySelectorAll("li")).toHaveLength(200);
    expect(screen.queryByText("第29条")).toBeNull();
    expect(screen.getByText("第229条")).toBeTruthy();
  });

  it("tells a kicked viewer 您已被踢出直播间 and closes the input; another's kick changes nothing for them", () => {
    const { emit } = mount(USER);
    emit({ type: "joined", self: { role: "user", muted: false }, history: [] });
    emit({ type: "kicked", customId: 99 });
    expect(screen.queryByText("您已被踢出直播间")).toBeNull();
    emit({ type: "kicked", customId: 7 });
    expect(screen.getByText("您已被踢出直播间")).toBeTruthy();
    expect((screen.getByRole("button", { name: "发送" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("leaves the chat when unmounted", () => {
    const { unmount } = mount(null);
    unmount();
    expect(port.left).toBe(1);
  });
});
