// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { fork } from "effector";
import { Provider } from "effector-react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { $loginDialogOpen, $userInfo, type UserInfo } from "@/entities/session";
import { encryptPayload } from "#wire/cipher";
import { configureHttpClient, resetHttpClientConfig } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { showToastFx } from "@/shared/lib/notify";
import { FollowAnchorButton } from "./follow-anchor-button";
import { FollowMatchStar } from "./follow-match-star";
import { FollowCompetitionButton } from "./follow-target-button";

const BASE = "http://kanqiu.test/api";
const USER: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };
const requests: Array<{ path: string; body: unknown }> = [];
let code = 0;
let release: Promise<void> = Promise.resolve();
const server = setupServer(
  http.post(`${BASE}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice("/api".length);
    requests.push({ path, body: await request.json() });
    await release;
    const data = path === "/follow/act/isFollow" ? encryptPayload({ isFollow: true, followId: 4 }, SIM_PAYLOAD_KEY) : null;
    return HttpResponse.json({ code, msg: code === 0 ? "success" : "失败", data });
  }),
);
const notify = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  requests.length = 0;
  code = 0;
  release = Promise.resolve();
  notify.mockReset();
  configureHttpClient({ baseUrl: BASE, payloadKey: SIM_PAYLOAD_KEY, notify });
});
afterEach(() => {
  cleanup();
  resetHttpClientConfig();
});
afterAll(() => server.close());

function renderWith(ui: ReactNode, user: UserInfo | null = USER) {
  const toast = vi.fn();
  const scope = fork({ values: [[$userInfo, user]], handlers: [[showToastFx, toast]] });
  render(
    <MantineProvider env="test">
      <Provider value={scope}>{ui}</Provider>
    </MantineProvider>,
  );
  return { scope, toast };
}

describe("FollowMatchStar", () => {
  it("a guest's click opens the login dialog and sends nothing", async () => {
    const { scope } = renderWith(<FollowMatchStar matchId={1} sportType={1} hasFollow={2} />, null);
    fireEvent.click(screen.getByRole("button", { name: "关注" }));
    await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
    expect(requests).toEqual([]);
  });

  it("follows on click: pressed and labelled 取消关注 once the server says code 0", async () => {
    const { toast } = renderWith(<FollowMatchStar matchId={1} sportType={1} hasFollow={2} />);
    const star = screen.getByRole("button", { name: "关注" });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(star);
    const pressed = await screen.findByRole("button", { name: "取消关注" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    expect(requests).toEqual([{ path: "/v1/match/follow/action", body: { matchId: 1, sportType: 1, status: 1 } }]);
    expect(toast).toHaveBeenCalledWith({ level: "success", message: "关注成功" });
  });

  it("unfollows a followed match", async () => {
    const { toast } = renderWith(<FollowMatchStar matchId={2} sportType={2} hasFollow={1} />);
    fireEvent.click(screen.getByRole("button", { name: "取消关注" }));
    await screen.findByRole("button", { name: "关注" });
    expect(requests[0]?.body).toEqual({ matchId: 2, sportType: 2, status: 2 });
    expect(toast).toHaveBeenCalledWith({ level: "success", message: "取消关注" });
  });

  it("two rapid clicks send one request", async () => {
    let open!: () => void;
    release = new Promise((resolve) => (open = resolve));
    renderWith(<FollowMatchStar matchId={3} sportType={1} hasFollow={2} />);
    const star = screen.getByRole("button", { name: "关注" });
    fireEvent.click(star);
    fireEvent.click(star);
    await waitFor(() => expect(requests).toHaveLength(1));
    open();
    await screen.findByRole("button", { name: "取消关注" });
    expect(requests).toHaveLength(1);
  });

  it("a failed call leaves the star as it was and shows no message", async () => {
    code = 10012;
    const { toast } = renderWith(<FollowMatchStar matchId={4} sportType={1} hasFollow={2} />);
    fireEvent.click(screen.getByRole("button", { name: "关注" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("button", { name: "关注" }).getAttribute("aria-pressed")).toBe("false");
    expect(toast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe("FollowAnchorButton and FollowCompetitionButton", () => {
  it("refuses to follow one's own account", async () => {
    const { toast } = renderWith(<FollowAnchorButton customerId={USER.id} followStatus={2} />);
    fireEvent.click(screen.getByRole("button", { name: "关注" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ level: "warning", message: "无法关注自己的账号～" }));
    expect(requests).toEqual([]);
  });

  it("follows an anchor and shows 已关注", async () => {
    renderWith(<FollowAnchorButton customerId={88} prepareId={9} followStatus={2} />);
    fireEvent.click(screen.getByRole("button", { name: "关注" }));
    const button = await screen.findByRole("button", { name: "已关注" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(requests[0]).toEqual({ path: "/v1/customer/follow/action", body: { status: 1, followCustomerId: 88, prepareId: 9 } });
  });

  it("a competition button reads its state for a signed-in user", async () => {
    renderWith(<FollowCompetitionButton compId={12} sportType={1} />);
    await screen.findByRole("button", { name: "已关注" });
    expect(requests).toEqual([{ path: "/follow/act/isFollow", body: { compId: 12, sportType: 1, followType: 1 } }]);
  });
});
