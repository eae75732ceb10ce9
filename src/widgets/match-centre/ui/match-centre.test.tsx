// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fail, useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { API_PATHS } from "#wire";
import { MatchCentre } from "./match-centre";

const api = useApiMock();
afterEach(() => cleanup());

const company = (companyId: number, companyName: string) => ({
  companyId,
  companyName,
  markets: [
    { kind: "europe", opening: [2.1, 3.2, 3.4], current: [1.95, 3.2, 3.75] },
    { kind: "asia", opening: [0.9, 0.25, 0.96], current: [0.88, 0.5, 0.98] },
    { kind: "overUnder", opening: [0.92, 2.5, 0.92], current: [0.95, 2.75, 0.89] },
  ],
});
const past = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number, day: number) => ({
  matchTime: 1_760_000_000 - day * 86_400,
  competitionName: "英超",
  homeTeamId,
  homeTeamName: homeTeamId === 1 ? "红星" : homeTeamId === 2 ? "蓝鹰" : `对手${homeTeamId}`,
  awayTeamId,
  awayTeamName: awayTeamId === 1 ? "红星" : awayTeamId === 2 ? "蓝鹰" : `对手${awayTeamId}`,
  homeScore,
  awayScore,
});
const player = (shirtNumber: number, name: string, position: string, captain = false) => ({ shirtNumber, name, position, captain });
const lineup = (teamId: number, teamName: string) => ({
  teamId,
  teamName,
  formation: "4-3-3",
  starters: [player(1, `${teamName}门将`, "G"), ...Array.from({ length: 10 }, (_, i) => player(i + 2, `${teamName}球员${i + 2}`, i < 4 ? "D" : i < 7 ? "M" : "F", i === 5))],
  substitutes: [player(12, `${teamName}替补`, "G")],
});

function mockFootball() {
  api.on(API_PATHS.football.incidentsAndStats, {
    incidents: [
      { type: 1, position: 1, time: 23, playerName: "席尔瓦", homeScore: 1, awayScore: 0, assist1Name: "王子豪", assist2Name: "", inPlayerName: "", outPlayerName: "", reasonType: 0 },
      { type: 3, position: 2, time: 30, playerName: "穆勒", homeScore: 1, awayScore: 0, assist1Name: "", assist2Name: "", inPlayerName: "", outPlayerName: "", reasonType: 0 },
      { type: 11, position: 0, time: 45, playerName: "", homeScore: 1, awayScore: 0, assist1Name: "", assist2Name: "", inPlayerName: "", outPlayerName: "", reasonType: 0 },
    ],
    stats: [
      { type: 2, home: 5, away: 3 },
      { type: 25, home: 58, away: 42 },
    ],
  });
  api.on(API_PATHS.football.odds, company(1, "金盘"));
  api.on(API_PATHS.football.allOdds, { companies: [company(1, "金盘"), company(3, "星辰")] });
  api.on(API_PATHS.football.currentOdds, { companies: [] });
  api.on(API_PATHS.football.oddsChanges, {
    changes: [
      { time: 1_760_000_000_000, minute: 23, homeScore: 1, awayScore: 0, values: [0.88, 0.5, 0.98] },
      { time: 1_759_990_000_000, minute: 0, homeScore: 0, awayScore: 0, values: [0.9, 0.25, 0.96] },
    ],
  });
  api.on(API_PATHS.football.lineup, { published: true, home: lineup(1, "红星"), away: lineup(2, "蓝鹰") });
  api.on(API_PATHS.football.analyse, {
    homeTeam: { teamId: 1, teamName: "红星" },
    awayTeam: { teamId: 2, teamName: "蓝鹰" },
    h2h: [past(1, 2, 2, 1, 100), past(2, 1, 0, 0, 300)],
    homeRecent: [past(1, 5, 3, 0, 5), past(6, 1, 1, 0, 12), past(1, 7, 1, 1, 20)],
    awayRecent: [past(2, 8, 0, 2, 6)],
  });
  api.on(API_PATHS.football.table, {
    competitionId: 9,
    competitionName: "英超",
    rows: Array.from({ length: 10 }, (_, i) => ({ rank: i + 1, teamId: i + 1, teamName: i === 0 ? "红星" : i === 1 ? "蓝鹰" : `球队${i + 1}`, played: 20, won: 10 - i, drawn: 4, lost: 6 + i, goalsFor: 30, goalsAgainst: 20, points: 34 - 3 * i })),
  });
}

const openTab = async (name: string) => {
  fireEvent.click(screen.getByRole("tab", { name }));
  return screen.findByRole("tabpanel");
};

describe("MatchCentre (football)", () => {
  it("opens on 赛况: events on their team's side with the minute between, then 技术统计", async () => {
    mockFootball();
    renderUi(<MatchCentre matchId={7} sport="football" />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["赛况", "指数", "数据", "预测"]);
    const events = await screen.findByRole("list", { name: "关键事件" });
    const [goal, booking, marker] = within(events).getAllByRole("listitem");
    expect(within(goal!).getByTestId("home-side").textContent).toContain("席尔瓦 (1-0)");
    expect(within(goal!).getByTestId("home-side").textContent).toContain("助攻：王子豪");
    expect(within(booking!).getByTestId("away-side").textContent).toContain("穆勒");
    expect(within(booking!).getByRole("img", { name: "黄牌" })).toBeTruthy();
    expect(marker!.textContent).toBe("半场 1-0");
    const possession = screen.getByRole("group", { name: "控球率" });
    expect(within(possession).getByTestId("stat-home").textContent).toBe("58%");
    // Only 赛况's call went out: the other tabs load when opened.
    expect(api.paths()).toEqual([API_PATHS.football.incidentsAndStats]);
  });

  it("honours initialTab: 指数 shows each company's opening and current lines, moves coloured, and a company's history", async () => {
    mockFootball();
    renderUi(<MatchCentre matchId={7} sport="football" initialTab="odds" />);
    expect(screen.getByRole("tab", { name: "指数" }).getAttribute("aria-selected")).toBe("true");
    const table = await screen.findByRole("table", { name: "欧赔指数" });
    const macau = within(table).getAllByRole("row").find((row) => row.textContent?.startsWith("金盘"))!;
    const cells = within(macau).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells).toEqual(["金盘", "2.10", "3.20", "3.40", "1.95↓", "3.20", "3.75↑"]);
    expect(within(macau).getAllByRole("cell")[4]!.dataset.movement).toBe("down");
    expect(within(macau).getAllByRole("cell")[6]!.dataset.movement).toBe("up");

    fireEvent.click(screen.getByRole("radio", { name: "亚盘" }));
    const asia = await screen.findByRole("table", { name: "亚盘指数" });
    fireEvent.click(within(asia).getByText("星辰"));
    const history = await screen.findByRole("table", { name: "指数变化" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows[0]!.textContent).toContain("23'");
    expect(rows[0]!.textContent).toContain("半球");
    expect(rows[1]!.textContent).toContain("赛前");
    expect(api.callsTo(API_PATHS.football.oddsChanges)[0]!.body).toEqual({ matchId: 7, companyId: 3, kind: "asia" });
  });

  it("数据: lineups with formation and numbers, form letters, head-to-head and the table around both teams", async () => {
    mockFootball();
    renderUi(<MatchCentre matchId={7} sport="football" initialTab="data" />);
    const starters = await screen.findByRole("list", { name: "红星首发" });
    expect(within(starters).getAllByRole("listitem")).toHaveLength(11);
    expect(within(starters).getAllByRole("listitem")[0]!.textContent).toBe("1红星门将门将");
    expect(screen.getAllByText("4-3-3")).toHaveLength(2);
    const form = await screen.findByRole("group", { name: "红星近期战绩" });
    expect(within(form).getByLabelText("近期赛果").textContent).toBe("胜负平");
    expect(within(form).getByText("近3场 1胜1平1负")).toBeTruthy();
    expect(screen.getByText("近2次交锋，红星 1胜1平0负")).toBeTruthy();
    const table = await screen.findByRole("table", { name: "英超积分榜" });
    const ranks = within(table).getAllByRole("row").slice(1).map((row) => row.textContent?.slice(0, 2));
    expect(ranks).toEqual(["1红", "2蓝", "3球", "4球"]); // ranks 5–10 are left out (a gap row)
  });

  it("数据: the data library's three-season tally beside 交锋与近况, linking to the full history", async () => {
    mockFootball();
    const team = (teamId: number, name: string) => ({ teamId, name, logo: "", competitionId: 9, competitionName: "英超" });
    api.on(API_PATHS.teamLibrary.headToHead.football, {
      matchId: 7,
      homeTeam: team(1, "红星"),
      awayTeam: team(2, "蓝鹰"),
      matches: [],
      summary: { won: 3, drawn: 1, lost: 2, goalsFor: 9, goalsAgainst: 7 },
      homeRecent: [],
      awayRecent: [],
    });
    renderUi(<MatchCentre matchId={7} sport="football" initialTab="data" />);
    const note = await screen.findByTestId("head-to-head-note");
    expect(note.textContent).toContain("近三季交锋6场 红星3胜1平2负 进9失7");
    expect(within(note).getByRole("link", { name: "完整交锋" }).getAttribute("href")).toBe("/teamDetailHistory/7");
  });

  it("数据 says when the lineup is not out yet", async () => {
    mockFootball();
    api.on(API_PATHS.football.lineup, { published: false, home: null, away: null });
    renderUi(<MatchCentre matchId={7} sport="football" initialTab="data" />);
    expect(await screen.findByText("阵容尚未公布")).toBeTruthy();
  });

  it("预测: anchors with their pick, odds and result, living first", async () => {
    const record = { multiPredictionHit: { baseCount: 0, hitCount: 0, existCount: 0, odds: 0 }, singleContinuousHitCount: 4, anchorPredictionData: { singleLatestHitRate: { rate: 70, baseCount: 10, hitCount: 7, lastContinuousHitCount: 4, sportType: 1 }, singleMonthHitRate: null }, multiMaxOdds: 0 };
    const row = (customId: number, nickname: string, livingType: string, pick: object, result: number) => ({
      ...record, customId, nickname, avatar: "", anchorLevel: 5, predictionLevel: 3, identifier: customId + 1000, livingType,
      predictionId: customId, title: `${nickname}的分析`, publishedAt: 1_760_000_000_000, pick, result,
    });
    api.on(API_PATHS.prediction.matchPredictions, {
      items: [
        row(1, "球探老王", "living", { kind: "asia", selection: "home", line: 0.75, odds: 1.9 }, 1),
        row(2, "数据小李", "", { kind: "overUnder", selection: "under", line: 2.5, odds: 1.85 }, 0),
      ],
    });
    renderUi(<MatchCentre matchId={7} sport="football" initialTab="prediction" />);
    const list = await screen.findByRole("list", { name: "主播预测" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first!.textContent).toContain("球探老王");
    expect(first!.textContent).toContain("直播中");
    expect(first!.textContent).toContain("4连红");
    expect(first!.textContent).toContain("主 半/一");
    expect(first!.textContent).toContain("@1.90");
    expect(first!.textContent).toContain("红");
    expect(within(first!).getAllByRole("link")[0]!.getAttribute("href")).toBe("/liveRoom?roomId=1001");
    expect(second!.textContent).toContain("小 2.5");
    expect(second!.textContent).toContain("待开奖");
    expect(within(second!).getAllByRole("link")[0]!.getAttribute("href")).toBe("/personalHomepage?customId=2");
    expect(api.callsTo(API_PATHS.prediction.matchPredictions)[0]!.body).toEqual({ matchId: 7, sportType: 1 });
  });
});

describe("MatchCentre failures", () => {
  it.each([
    ["live", API_PATHS.football.incidentsAndStats, "赛况加载失败"],
    ["odds", API_PATHS.football.allOdds, "指数加载失败"],
    ["data", API_PATHS.football.analyse, "数据加载失败"],
    ["prediction", API_PATHS.prediction.matchPredictions, "预测加载失败"],
  ] as const)("%s: a failed call shows its message with 重试, and 重试 asks again", async (tab, path, title) => {
    mockFootball();
    api.on(path, fail(10001, "比赛不存在"));
    renderUi(<MatchCentre matchId={7} sport="football" initialTab={tab} />);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getAllByText("比赛不存在").length).toBeGreaterThan(0);
    const calls = api.callsTo(path).length;
    fireEvent.click(screen.getAllByRole("button", { name: "重试" })[0]!);
    await waitFor(() => expect(api.callsTo(path).length).toBe(calls + 1));
  });
});

describe("MatchCentre (basketball)", () => {
  it("赛况: the period table, team statistics and text live; 指数 in moneyline, spread and total", async () => {
    api.on(API_PATHS.basketball.statAndTlive, {
      periodCount: 4,
      homeScores: [25, 22, 30, 0, 0],
      awayScores: [20, 27, 18, 0, 0],
      tlive: [{ period: 3, text: "第三节结束", homeScore: 77, awayScore: 65 }],
    });
    api.on(API_PATHS.basketball.teamStatistic, { stats: [{ kind: "points", home: 77, away: 65 }, { kind: "fieldGoalPct", home: 48, away: 41 }] });
    const bb = {
      companyId: 1,
      companyName: "金盘",
      markets: [
        { kind: "moneyline", opening: [1.6, 2.3], current: [1.4, 2.8] },
        { kind: "spread", opening: [0.9, 3.5, 0.9], current: [0.92, 6.5, 0.88] },
        { kind: "total", opening: [0.9, 210.5, 0.9], current: [0.9, 205.5, 0.9] },
      ],
    };
    api.on(API_PATHS.basketball.odds, bb);
    api.on(API_PATHS.basketball.allOdds, { companies: [bb] });
    api.on(API_PATHS.basketball.currentOdds, { companies: [] });
    renderUi(<MatchCentre matchId={8} sport="basketball" />);
    const periods = await screen.findByRole("table", { name: "每节比分" });
    const rows = within(periods).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["球队第一节第二节第三节第四节全场", "主队252230077", "客队202718065"]);
    expect(within(await screen.findByRole("group", { name: "投篮命中率" })).getByTestId("stat-home").textContent).toBe("48%");
    expect(screen.getByText("第三节结束")).toBeTruthy();

    await openTab("指数");
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["moneyline", "spread", "total"]);
    const table = await screen.findByRole("table", { name: "胜负指数" });
    expect(within(table).getAllByRole("row")[2]!.textContent).toBe("金盘1.602.301.40↓2.80↑");
  });
});
