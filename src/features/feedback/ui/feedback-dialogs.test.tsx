// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { Provider } from "effector-react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { $userInfo, type UserInfo } from "@/entities/session";
import { encryptPayload } from "#wire/cipher";
import { configureHttpClient, resetHttpClientConfig } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { showToastFx } from "@/shared/lib/notify";
import { complaintOpened, feedbackOpened } from "../model/dialogs-open";
import { FeedbackDialogs } from "./feedback-dialogs";

const BASE = "http://kanqiu.test/api";
const USER: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };
const REASONS = [
  { id: 1, value: "1", label: "色情低俗" },
  { id: 4, value: "4", label: "辱骂攻击" },
];
const posts: Array<{ path: string; body: unknown }> = [];
const server = setupServer(
  http.get(`${BASE}/dict/getFromType`, ({ request }) => {
    expect(new URL(request.url).searchParams.get("type")).toBe("reportReason");
    return HttpResponse.json({ code: 0, msg: "success", data: encryptPayload(REASONS, SIM_PAYLOAD_KEY) });
  }),
  http.post(`${BASE}/*`, async ({ request }) => {
    posts.push({ path: new URL(request.url).pathname.slice("/api".length), body: await request.json() });
    return HttpResponse.json({ code: 0, msg: "ok", data: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  posts.length = 0;
  configureHttpClient({ baseUrl: BASE, payloadKey: SIM_PAYLOAD_KEY, notify: vi.fn() });
});
afterEach(() => {
  cleanup();
  resetHttpClientConfig();
});
afterAll(() => server.close());

function renderDialogs() {
  const toast = vi.fn();
  const scope = fork({ values: [[$userInfo, USER]], handlers: [[showToastFx, toast]] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Provider value={scope}>
          <FeedbackDialogs />
        </Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { scope, toast };
}

describe("feedback dialog", () => {
  it("shows 请输入意见反馈描述 when submitted empty", async () => {
    const { scope } = renderDialogs();
    await act(() => allSettled(feedbackOpened, { scope }));
    fireEvent.click(await screen.findByRole("button", { name: "提交" }));
    expect(await screen.findByText("请输入意见反馈描述")).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("takes at most 300 characters and counts them", async () => {
    const { scope } = renderDialogs();
    await act(() => allSettled(feedbackOpened, { scope }));
    const box = await screen.findByRole("textbox", { name: /问题描述/ });
    expect(box.getAttribute("maxlength")).toBe("300");
    fireEvent.change(box, { target: { value: "球".repeat(301) } });
    expect((box as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByTestId("desc-counter").textContent).toBe("300/300");
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect((posts[0]?.body as { desc: string }).desc).toHaveLength(300);
  });

  it("refuses a.JPG from the picker with 请上传jpg或png格式的图片", async () => {
    const { scope, toast } = renderDialogs();
    await act(() => allSettled(feedbackOpened, { scope }));
    const input = await screen.findByLabelText("上传图片", { selector: "input" });
    fireEvent.change(input, { target: { files: [new File(["x"], "a.JPG", { type: "image/jpeg" })] } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ level: "warning", message: "请上传jpg或png格式的图片" }));
  });
});

describe("complaint dialog", () => {
  it("lists the reasons as chips and asks for one with 请选择投诉理由", async () => {
    const { scope } = renderDialogs();
    await act(() => allSettled(complaintOpened, { scope, params: { customerId: 88 } }));
    expect(await screen.findByRole("checkbox", { name: "辱骂攻击" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /被投诉账号ID/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("请选择投诉理由")).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole("checkbox", { name: "辱骂攻击" }));
    expect(screen.queryByText("请选择投诉理由")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ path: "/v1/personal/report/account", body: { customerId: 88, desc: "", proofList: [], reasonList: [4] } });
  });

  it("asks for the account ID when opened without one", async () => {
    const { scope } = renderDialogs();
    await act(() => allSettled(complaintOpened, { scope, params: {} }));
    expect(await screen.findByRole("textbox", { name: /被投诉账号ID/ })).toBeTruthy();
  });
});
