import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, FOOTBALL_STATUS } from "#wire";
import { anchorPick } from "../core/match-centre/predictions";
import { pickInputOf } from "./prediction-scheme-store";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";

const P = API_PATHS.prediction;

interface Row {
  schemeId: number;
  customId: number;
  sportType: number;
  forecastType: number;
  title: string;
  state: number;
  lockedAt: number | null;
  settledAt: number | null;
  odds: number;
  picks: { matchId: number; pick: { kind: string; selection: string; line: number; odds: number }; result: number }[];
}
interface Page {
  items: Row[];
  total: number;
}

let t: RouteHarness;
let anchorToken: string;
const ANCHOR_PHONE = "13900000001";
beforeEach(async () => {
  t = createRouteHarness();
  anchorToken = (await codeLogin(t.backend, ANCHOR_PHONE)).accessToken;
});

const upcoming = () => t.backend.world.realtimeMatches("football").filter((m) => m.statusId === FOOTBALL_STATUS.NOT_STARTED && m.kickoffAt > t.backend.now() && m.fixedStatus === 0);
const body = (picks: unknown[], extra: Record<string, unknown> = {}) => ({ sportType: 1, title: "今晚稳胆推荐", analysis: "主队近五场全胜，主场优势明显，看好主胜。", picks, ...extra });

describe("publishing a scheme", () => {
  it("an anchor publishes picks on not-started matches, priced from the lead line; it waits (state 0)", async () => {
    const [a, b] = upcoming();
    const reply = await call<Row>(t.backend, P.addScheme, body([{ matchId: a!.id, kind: "europe", selection: "home" }, { matchId: b!.id, kind: "overUnder", selection: "over" }]), anchorToken);
    expect([reply.code, reply.msg]).toEqual([0, "发布成功"]);
    expect(reply.data).toMatchObject({ customId: 10001, forecastType: 2, state: 0, lockedAt: null, settledAt: null });
    const [europe, over] = reply.data.picks;
    expect(europe!.pick).toMatchObject({ kind: "europe", selection: "home", line: 0 });
    expect(europe!.pick.odds).toBeGreaterThan(1);
    expect(over!.pick.line * 2).toBe(Math.round(over!.pick.line * 2)); // whole or half lines
    expect(reply.data.odds).toBeCloseTo(europe!.pick.odds * over!.pick.odds, 1);

    const mine = await call<Page & { record: unknown }>(t.backend, P.mySchemes, { pageNum: 1, pageSize: 50 }, anchorToken);
    expect(mine.data.items[0]!.schemeId).toBe(reply.data.schemeId);
    const detail = await call<Row>(t.backend, P.schemeDetail, { schemeId: reply.data.schemeId });
    expect(detail.data.title).toBe("今晚稳胆推荐");
  });

  it("refuses guests, users, bad text, started, unknown, repeated and other-sport matches in Chinese", async () => {
    const [a] = upcoming();
    const pick = { matchId: a!.id, kind: "europe", selection: "home" };
    expect((await call(t.backend, P.addScheme, body([pick]))).code).toBe(10040);
    const user = await codeLogin(t.backend, "13800000009");
    expect((await call(t.backend, P.addScheme, body([pick]), user.accessToken)).msg).toBe("认证成为主播后方可发布预测");
    const started = t.backend.world.realtimeMatches("football").find((m) => m.statusId === FOOTBALL_STATUS.SECOND_HALF)!;
    const basketball = t.backend.world.realtimeMatches("basketball").find((m) => m.statusId === 1)!;
    const cases: [unknown, string][] = [
      [body([pick], { title: "" }), "请填写方案标题"],
      [body([pick], { title: "好" }), "标题需为4–30个字"],
      [body([pick], { title: "题".repeat(31) }), "标题需为4–30个字"],
      [body([pick], { analysis: "看好" }), "分析至少10个字"],
      [body([pick], { analysis: "析".repeat(501) }), "分析最多500个字"],
      [body([]), "请至少选择1场比赛"],
      [body([{ ...pick, matchId: started.id }]), "比赛已开赛，无法预测"],
      [body([{ ...pick, matchId: 1 }]), "比赛不存在"],
      [body([pick, pick]), "同一场比赛只能选择一次"],
      [body([{ ...pick, matchId: basketball.id }]), "只能选择同一运动的比赛"],
      [body([{ ...pick, kind: "moneyline" }]), "玩法不支持"],
      [body([{ ...pick, kind: "asia", selection: "draw" }]), "选项不正确"],
      [body(Array.from({ length: 11 }, () => pick)), "最多选择10场比赛"],
    ];
    for (const [input, msg] of cases) {
      const reply = await call(t.backend, P.addScheme, input, anchorToken);
      expect([reply.code, reply.msg]).toEqual([10001, msg]);
    }
  });
});

describe("locking and settling", () => {
  it("locks at kick-off and settles from the result the engine plays: hit, miss, red or black", async () => {
    const [a] = upcoming();
    const picks = [{ matchId: a!.id, kind: "europe", selection: "home" }];
    const home = (await call<Row>(t.backend, P.addScheme, body(picks), anchorToken)).data;
    const away = (await call<Row>(t.backend, P.addScheme, body([{ ...picks[0], selection: "away" }]), anchorToken)).data;

    t.backend.engine.forceStatus(a!.id, FOOTBALL_STATUS.FIRST_HALF);
    const locked = (await call<Row>(t.backend, P.schemeDetail, { schemeId: home.schemeId })).data;
    expect(locked.state).toBe(1);
    expect(locked.lockedAt).toBe(t.backend.now());
    // Too late for a new pick on it.
    expect((await call(t.backend, P.addScheme, body(picks), anchorToken)).msg).toBe("比赛已开赛，无法预测");

    const match = t.backend.world.match(a!.id)!;
    const margin = () => match.homeScores[0]! - match.awayScores[0]!;
    while (margin() <= 0) t.backend.engine.forceGoal(a!.id, "home");
    t.backend.engine.forceStatus(a!.id, FOOTBALL_STATUS.FINISHED);

    const red = (await call<Row>(t.backend, P.schemeDetail, { schemeId: home.schemeId })).data;
    const black = (await call<Row>(t.backend, P.schemeDetail, { schemeId: away.schemeId })).data;
    expect([red.state, red.picks[0]!.result]).toEqual([2, 1]);
    expect([black.state, black.picks[0]!.result]).toEqual([3, 2]);
    expect(red.settledAt).not.toBeNull();

    const mine = await call<Page & { record: { red: number; black: number; rate: number | null } }>(t.backend, P.mySchemes, { forecastType: 1 }, anchorToken);
    expect(mine.data.record.red).toBeGreaterThanOrEqual(1);
    expect(mine.data.record.black).toBeGreaterThanOrEqual(1);
    expect(mine.data.items.every((r) => r.forecastType === 1)).toBe(true);
  });
});

describe("the list", () => {
  it("is seeded by the anchors who predict, newest first, filtered by sport and anchor, paged", async () => {
    const all = (await call<Page>(t.backend, P.schemes, { pageNum: 1, pageSize: 100 })).data;
    expect(all.total).toBeGreaterThan(20);
    const times = all.items.map((r) => (r as unknown as { publishedAt: number }).publishedAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const basketball = (await call<Page>(t.backend, P.schemes, { sportType: 2, pageSize: 100 })).data;
    expect(basketball.items.length).toBeGreaterThan(0);
    expect(basketball.items.every((r) => r.sportType === 2)).toBe(true);
    const one = all.items[0]!;
    const byAnchor = (await call<Page>(t.backend, P.schemes, { customId: one.customId })).data;
    expect(byAnchor.items.every((r) => r.customId === one.customId)).toBe(true);
    const second = (await call<Page>(t.backend, P.schemes, { pageNum: 2, pageSize: 5 })).data;
    expect(second.items.map((r) => r.schemeId)).toEqual(all.items.slice(5, 10).map((r) => r.schemeId));
    expect((await call(t.backend, P.schemes, { sportType: 7 })).code).toBe(10001);
    expect((await call(t.backend, P.schemeDetail, { schemeId: 999_999 })).msg).toBe("方案不存在");
  });

  it("a seeded pick is the match centre's pick of that anchor on that match (one pick model)", async () => {
    const all = (await call<Page>(t.backend, P.schemes, { pageSize: 30 })).data;
    for (const scheme of all.items) {
      for (const { matchId, pick } of scheme.picks) {
        const match = t.backend.world.match(matchId)!;
        // As the wire carries it (JSON has no −0).
        expect(JSON.parse(JSON.stringify(anchorPick(pickInputOf(t.backend, match), scheme.customId).pick))).toEqual(pick);
      }
    }
  });

});
