// Feedback, complaint and image picks against MSW (node: its FormData is the one fetch sends).
import { allSettled, fork } from "effector";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { $loginDialogOpen, $userInfo, type UserInfo } from "@/entities/session";
import { encryptPayload } from "#wire/cipher";
import { configureHttpClient, resetHttpClientConfig } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { showToastFx } from "@/shared/lib/notify";
import { $complaintError, complaintAccountChanged, complaintImages, complaintReasonsChanged, complaintSubmitted } from "./complaint";
import { $complaintOpen, $feedbackOpen, complaintOpened, feedbackOpened } from "./dialogs-open";
import { $feedbackDesc, $feedbackError, feedbackDescChanged, feedbackImages, feedbackSubmitted } from "./feedback";

const BASE = "http://kanqiu.test/api";
const MB = 1024 * 1024;
const USER: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };

const posts: Array<{ path: string; body: unknown }> = [];
const uploads: string[][] = [];
let uploadCount = 0;
const server = setupServer(
  http.post(`${BASE}/v1/file/batch/upload`, async ({ request }) => {
    const files = (await request.formData()).getAll("files") as File[];
    uploads.push(files.map((file) => file.name));
    const data = files.map((file) => ({ url: `https://cdn.test/${++uploadCount}-${file.name}`, name: file.name, size: file.size }));
    return HttpResponse.json({ code: 0, msg: "success", data: encryptPayload(data, SIM_PAYLOAD_KEY) });
  }),
  http.post(`${BASE}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice("/api".length);
    posts.push({ path, body: await request.json() });
    const msg = path === "/v1/personal/feedback/save" ? "感谢您的反馈，我们会尽快处理～" : "投诉已提交，我们会尽快核实处理～";
    return HttpResponse.json({ code: 0, msg, data: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  posts.length = 0;
  uploads.length = 0;
  configureHttpClient({ baseUrl: BASE, payloadKey: SIM_PAYLOAD_KEY, notify: vi.fn() });
});
afterEach(() => resetHttpClientConfig());
afterAll(() => server.close());

function setup(user: UserInfo | null = USER) {
  const toast = vi.fn();
  const scope = fork({ values: [[$userInfo, user]], handlers: [[showToastFx, toast]] });
  return { scope, toast, messages: () => toast.mock.calls.map(([t]) => (t as { message: string }).message) };
}

const image = (name: string, size = 1000) => {
  const file = new File(["img"], name, { type: name.endsWith(".png") ? "image/png" : "image/jpeg" });
  if (size !== 1000) Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("opening", () => {
  it("a guest gets the login dialog instead of either form", async () => {
    const { scope } = setup(null);
    await allSettled(feedbackOpened, { scope });
    await allSettled(complaintOpened, { scope, params: { customerId: 5 } });
    expect(scope.getState($loginDialogOpen)).toBe(true);
    expect(scope.getState($feedbackOpen)).toBe(false);
    expect(scope.getState($complaintOpen)).toBe(false);
  });
});

describe("feedback", () => {
  it("refuses an empty description with 请输入意见反馈描述 and sends nothing", async () => {
    const { scope } = setup();
    await allSettled(feedbackOpened, { scope });
    await allSettled(feedbackDescChanged, { scope, params: "   " });
    await allSettled(feedbackSubmitted, { scope });
    expect(scope.getState($feedbackError)).toBe("请输入意见反馈描述");
    expect(posts).toEqual([]);
  });

  it("never holds more than 300 characters", async () => {
    const { scope } = setup();
    await allSettled(feedbackDescChanged, { scope, params: "好".repeat(301) });
    expect(scope.getState($feedbackDesc)).toHaveLength(300);
  });

  it("uploads the picked images, sends their URLs as proofList, shows the server msg, closes and resets", async () => {
    const { scope, messages } = setup();
    await allSettled(feedbackOpened, { scope });
    await allSettled(feedbackImages.filesPicked, { scope, params: [image("a.jpg"), image("b.png")] });
    expect(uploads).toEqual([["a.jpg", "b.png"]]);
    expect(messages()).toEqual(["上传成功"]);
    const urls = scope.getState(feedbackImages.$images).map((i) => i.url);
    await allSettled(feedbackDescChanged, { scope, params: "比分刷新太慢" });
    await allSettled(feedbackSubmitted, { scope });

    expect(posts).toEqual([{ path: "/v1/personal/feedback/save", body: { desc: "比分刷新太慢", proofList: urls } }]);
    expect(urls).toHaveLength(2);
    expect(messages()).toEqual(["上传成功", "感谢您的反馈，我们会尽快处理～"]);
    expect(scope.getState($feedbackOpen)).toBe(false);
    expect(scope.getState($feedbackDesc)).toBe("");
    expect(scope.getState(feedbackImages.$images)).toEqual([]);
  });

  it("a removed image is not sent", async () => {
    const { scope } = setup();
    await allSettled(feedbackImages.filesPicked, { scope, params: [image("a.jpg"), image("b.jpg")] });
    const [first, second] = scope.getState(feedbackImages.$images);
    await allSettled(feedbackImages.imageRemoved, { scope, params: first!.url });
    await allSettled(feedbackDescChanged, { scope, params: "x" });
    await allSettled(feedbackSubmitted, { scope });
    expect(posts[0]?.body).toEqual({ desc: "x", proofList: [second!.url] });
  });
});

describe("image picks", () => {
  it.each([
    ["a.JPG", 1000, "请上传jpg或png格式的图片"],
    ["a.gif", 1000, "请上传jpg或png格式的图片"],
    ["a.jpg", 10 * MB + 1, "单个文件最大10M"],
  ])("refuses %s (%i bytes): %s, nothing uploaded", async (name, size, message) => {
    const { scope, messages } = setup();
    await allSettled(feedbackImages.filesPicked, { scope, params: [image(name, size)] });
    expect(messages()).toEqual([message]);
    expect(uploads).toEqual([]);
  });

  it("refuses 7 files with 最多上传6张照片, and a 7th after 6", async () => {
    const { scope, messages } = setup();
    const seven = Array.from({ length: 7 }, (_, index) => image(`${index}.jpg`));
    await allSettled(feedbackImages.filesPicked, { scope, params: seven });
    expect(messages()).toEqual(["最多上传6张照片"]);
    expect(uploads).toEqual([]);

    await allSettled(feedbackImages.filesPicked, { scope, params: seven.slice(0, 6) });
    await allSettled(feedbackImages.filesPicked, { scope, params: seven.slice(6) });
    expect(uploads).toHaveLength(1);
    expect(scope.getState(feedbackImages.$images)).toHaveLength(6);
    expect(messages().at(-1)).toBe("最多上传6张照片");
  });
});

describe("complaint", () => {
  it("needs a reason (请选择投诉理由) before anything is sent", async () => {
    const { scope } = setup();
    await allSettled(complaintOpened, { scope, params: { customerId: 88 } });
    await allSettled(complaintSubmitted, { scope });
    expect(scope.getState($complaintError)).toEqual({ field: "reasons", message: "请选择投诉理由" });
    expect(posts).toEqual([]);
  });

  it("opened without an account asks for the account ID", async () => {
    const { scope } = setup();
    await allSettled(complaintOpened, { scope, params: {} });
    await allSettled(complaintReasonsChanged, { scope, params: [2] });
    await allSettled(complaintSubmitted, { scope });
    expect(scope.getState($complaintError)).toEqual({ field: "account", message: "请输入被投诉账号ID" });
    await allSettled(complaintAccountChanged, { scope, params: "12ab" });
    await allSettled(complaintSubmitted, { scope });
    expect(scope.getState($complaintError)?.field).toBe("account");
    expect(posts).toEqual([]);
  });

  it("sends customerId, reasons, optional desc and proofList, then shows the server msg and resets", async () => {
    const { scope, messages } = setup();
    await allSettled(complaintOpened, { scope, params: {} });
    await allSettled(complaintAccountChanged, { scope, params: " 1024 " });
    await allSettled(complaintReasonsChanged, { scope, params: [1, 4] });
    await allSettled(complaintImages.filesPicked, { scope, params: [image("proof.png")] });
    const [proof] = scope.getState(complaintImages.$images);
    await allSettled(complaintSubmitted, { scope });
    expect(posts).toEqual([
      { path: "/v1/personal/report/account", body: { customerId: 1024, desc: "", proofList: [proof!.url], reasonList: [1, 4] } },
    ]);
    expect(messages().at(-1)).toBe("投诉已提交，我们会尽快核实处理～");
    expect(scope.getState($complaintOpen)).toBe(false);
    expect(scope.getState(complaintImages.$images)).toEqual([]);
  });
});
