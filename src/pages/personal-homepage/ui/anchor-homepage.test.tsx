// @vitest-environment jsdom
// The anchor's homepage against a mocked API: profile and record, the follow rules, 近期无预测,
// reminders, and an unknown anchor.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { API_PATHS } from "#wire";
import { $loginDialogOpen, $userInfo, type UserInfo } from "@/entities/session";
import { showToastFx } from "@/shared/lib/notify";
import { AnchorHomepage } from "./anchor-homepage";

const api = useApiMock();
afterEach(() => cleanup());

const ANCHOR_ID = 1024;
const FAN: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };
const SELF: UserInfo = { ...FAN, id: ANCHOR_ID, isAnchor: 1 };

const hitRate = (baseCount: number, hitCount: number) => ({ baseCount, hitCount, lastContinuousHitCount: 0, rate: null, sportType: 1 });

function anchorInfo(overrides: Record<string, unknown> = {}) {
  return {
    customId: ANCHOR_ID,
    identifier: 88,
    nickname: "老王说球",
    avatar: "",
    anchorLevel: 12,
    predictionLevel: 3,
    description: "专注英超十年",
    followStatus: 2,
    fansCount: 12_345,
    livingStatus: 0,
    living: null,
    singleTag: 4,
    multiTag: { baseCount: 2, hitCount: 2, existCount: 3, odds: 5.6 },
    anchorPredictionData: { singleLatestHitRate: hitRate(3, 2), singleMonthHitRate: hitRate(20, 21), multiMaxOdds: 12.4 },
    ...overrides,
  };
}

const preview = (prepareId: number, remind = false) => ({
  prepareId,
  anchor: { anchorCustomId: ANCHOR_ID, anchorAvatar: "", anchorName: "老王说球", anchorLevel: 12, predictionLevel: 3 },
  match: { matchId: 9, sportType: 1, homeTeamName: "阿森纳", awayTeamName: "切尔西", homeTeamLogo: "", awayTeamLogo: "", competitionShortName: "英超", matchTime: 1_800_000_000 },
  title: "北伦敦德比前瞻",
  remind,
});

function open({ user = FAN as UserInfo | null, anchor = anchorInfo(), previews = [preview(ANCHOR_ID * 1000 + 1)] } = {}) {
  api.on(API_PATHS.anchor.detail, anchor);
  api.on(API_PATHS.anchor.findPreview, previews);
  const toast = vi.fn();
  const scope = fork({ values: [[$userInfo, user]], handlers: [[showToastFx, toast]] });
  renderUi(<AnchorHomepage customId={ANCHOR_ID} />, { scope });
  return { scope, toast };
}

describe("anchor's homepage", () => {
  it("shows the profile and the prediction record", async () => {
    open();
    const profile = await screen.findByTestId("anchor-profile");
    expect(within(profile).getByRole("heading", { name: "老王说球" })).toBeTruthy();
    expect(within(profile).getByText("认证主播")).toBeTruthy();
    expect(within(profile).getByText("主播Lv.12")).toBeTruthy();
    expect(within(profile).getByText("预测Lv.3")).toBeTruthy();
    expect(within(profile).getByText("专注英超十年")).toBeTruthy();
    expect(screen.getByTestId("anchor-fans").textContent).toBe("粉丝 1.2万");
    const rates = screen.getAllByTestId("hit-rate").map((tile) => tile.textContent);
    // 2 of 3 → 67%; 21 of 20 is clamped to 100%.
    expect(rates[0]).toContain("67%");
    expect(rates[1]).toContain("100%");
    const tags = screen.getByTestId("anchor-record").querySelectorAll("[data-tag]");
    expect([...tags].map((tag) => tag.textContent)).toEqual(["4连红", "全红", "赔率 6"]);
    expect(api.callsTo(API_PATHS.anchor.detail)[0]?.body).toEqual({ customId: ANCHOR_ID });
  });

  it("an anchor with no predictions shows 近期无预测", async () => {
    open({ anchor: anchorInfo({ singleTag: 0, multiTag: null, anchorPredictionData: { singleLatestHitRate: hitRate(0, 0), singleMonthHitRate: hitRate(0, 0), multiMaxOdds: 0 } }) });
    expect(await within(await screen.findByTestId("anchor-record")).findByText("近期无预测")).toBeTruthy();
    expect(screen.queryAllByTestId("hit-rate")).toEqual([]);
  });

  it("an unknown anchor (10001 用户不存在) gets a clear message", async () => {
    api.on(API_PATHS.anchor.detail, fail(10001, "用户不存在"));
    api.on(API_PATHS.anchor.findPreview, fail(10001, "用户不存在"));
    renderUi(<AnchorHomepage customId={ANCHOR_ID} />);
    expect(await screen.findByRole("heading", { name: "该主播不存在" })).toBeTruthy();
    expect(api.callsTo(API_PATHS.anchor.detail)).toHaveLength(1);
  });

  describe("follow", () => {
    it("a guest gets the login dialog and nothing is sent", async () => {
      const { scope } = open({ user: null });
      fireEvent.click(await screen.findByRole("button", { name: "关注" }));
      await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
      expect(api.callsTo(API_PATHS.follow.customerAction)).toEqual([]);
    });

    it("the anchor's own account: 无法关注自己的账号～ and nothing is sent", async () => {
      const { toast } = open({ user: SELF });
      fireEvent.click(await screen.findByRole("button", { name: "关注" }));
      await waitFor(() => expect(toast).toHaveBeenCalledWith({ level: "warning", message: "无法关注自己的账号～" }));
      expect(api.callsTo(API_PATHS.follow.customerAction)).toEqual([]);
      expect(screen.getByRole("button", { name: "关注" }).getAttribute("aria-pressed")).toBe("false");
    });

    it("turns to 已关注 only after code 0; a refusal changes nothing", async () => {
      api.on(API_PATHS.follow.customerAction, fail(10001, "用户不存在"));
      open();
      const button = await screen.findByRole("button", { name: "关注" });
      fireEvent.click(button);
      await waitFor(() => expect(api.callsTo(API_PATHS.follow.customerAction)).toHaveLength(1));
      await waitFor(() => expect(button.getAttribute("aria-busy")).toBeNull());
      expect(button.getAttribute("aria-pressed")).toBe("false");

      api.on(API_PATHS.follow.customerAction, null);
      fireEvent.click(button);
      await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
      expect(api.callsTo(API_PATHS.follow.customerAction).at(-1)?.body).toEqual({ status: 1, followCustomerId: ANCHOR_ID, prepareId: null });
    });
  });

  describe("previews and reminders", () => {
    const PREPARE = ANCHOR_ID * 1000 + 1;

    it("lists the previews; 预约 asks a guest to log in and sends nothing", async () => {
      const { scope } = open({ user: null });
      const card = await screen.findByTestId("preview-card");
      expect(within(card).getByText("阿森纳")).toBeTruthy();
      expect(within(card).getByText("北伦敦德比前瞻")).toBeTruthy();
      fireEvent.click(within(card).getByRole("button", { name: "预约" }));
      await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
      expect(api.callsTo(API_PATHS.anchor.remind)).toEqual([]);
    });

    it("sets and cancels a reminder, each shown only after code 0", async () => {
      let code = 0;
      api.answer(API_PATHS.anchor.remind, () => (code === 0 ? { data: null } : fail(code, "预告不存在")));
      const { toast } = open({ previews: [preview(PREPARE)] });
      const button = await screen.findByRole("button", { name: "预约" });

      fireEvent.click(button);
      await waitFor(() => expect(button.textContent).toBe("已预约"));
      expect(api.callsTo(API_PATHS.anchor.remind)[0]?.body).toEqual({ prepareId: PREPARE, status: 1 });
      expect(toast).toHaveBeenCalledWith({ level: "success", message: "已设置开播提醒" });

      code = 10001;
      fireEvent.click(button);
      await waitFor(() => expect(api.callsTo(API_PATHS.anchor.remind)).toHaveLength(2));
      await waitFor(() => expect(button.getAttribute("aria-busy")).toBeNull());
      expect(button.textContent).toBe("已预约");

      code = 0;
      fireEvent.click(button);
      await waitFor(() => expect(button.textContent).toBe("预约"));
      expect(api.callsTo(API_PATHS.anchor.remind).at(-1)?.body).toEqual({ prepareId: PREPARE, status: 2 });
    });

    it("a preview the viewer is reminded of reads 已预约; none reads 暂无预告", async () => {
      open({ previews: [preview(PREPARE, true)] });
      expect(await screen.findByRole("button", { name: "已预约" })).toBeTruthy();
      cleanup();
      open({ previews: [] });
      expect(await screen.findByText("暂无预告")).toBeTruthy();
    });
  });
});
