// @vitest-environment jsdom
// The competition page's 对阵 tab against the sim: basketball competition 1's play-in and playoffs
// (stage picker, rounds with their slots, series scores, the winner marked, team links), a football
// cup's knockout with its third-place match apart, a plain league's 暂无对阵, and a failed call's 重试.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { usePageTestSetup } from "#test-kit/page-setup";
import { renderApp } from "#test-kit/render";
import { TEST_API_BASE, useTestSim } from "#test-kit/sim";

const sim = useTestSim();

usePageTestSetup();

/** Opens a competition page on its oldest (complete) season and its 对阵 tab. */
async function openBracket(sport: "football" | "basketball", competitionId: number, seasonId: number) {
  await renderApp({ url: `/${sport}MatchData/matchDetail/${competitionId}` });
  await screen.findByTestId("standings");
  fireEvent.change(screen.getByRole("combobox", { name: "选择赛季" }), { target: { value: String(seasonId) } });
  fireEvent.click(screen.getByRole("tab", { name: "对阵" }));
}

const roundNames = (bracket: HTMLElement) => within(bracket).getAllByTestId("bracket-round").map((r) => within(r).getByRole("heading", { level: 3 }).textContent);
const upsIn = (round: HTMLElement) => within(round).getAllByTestId("bracket-matchup");

describe("对阵", () => {
  it("basketball competition 1: the playoffs first, round by round, and the play-in on the stage picker", async () => {
    await openBracket("basketball", 1, 10);
    const bracket = await screen.findByTestId("bracket");
    const stages = within(bracket).getByRole("radiogroup", { name: "选择阶段" });
    // Stages in the display order: play-in before playoffs; the playoffs open.
    expect(within(stages).getAllByRole("radio")).toHaveLength(2);
    expect(stages.textContent).toBe("附加赛季后赛");
    expect((within(stages).getByRole("radio", { name: "季后赛" }) as HTMLInputElement).checked).toBe(true);

    expect(roundNames(bracket)).toEqual(["首轮", "分区半决赛", "分区决赛", "总决赛"]);
    const rounds = within(bracket).getAllByTestId("bracket-round");
    expect(rounds.map((r) => upsIn(r).length)).toEqual([8, 4, 2, 1]);
    // Lines out of every round but the last, into every round but the first.
    expect(rounds.map((r) => [r.querySelector("[data-feeds]") !== null, r.querySelector("[data-fed]") !== null])).toEqual([
      [true, false],
      [true, true],
      [true, true],
      [false, true],
    ]);
    // The final: a best-of-seven won with four, the winner marked, both teams linking to their pages.
    const final = upsIn(rounds[3]!)[0]!;
    const won = final.querySelector('[data-result="won"]')!;
    const lost = final.querySelector('[data-result="lost"]')!;
    expect(won.lastElementChild?.textContent).toBe("4");
    expect(Number(lost.lastElementChild?.textContent)).toBeLessThan(4);
    for (const link of within(final).getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/^\/basketballTeamDetail\/\d+$/);
    // The champion came through the conference finals.
    const finalists = within(final).getAllByRole("link").map((a) => a.textContent);
    const semiWinners = upsIn(rounds[2]!).map((up) => up.querySelector('[data-result="won"] a')?.textContent);
    expect(finalists).toEqual(semiWinners);

    fireEvent.click(within(stages).getByRole("radio", { name: "附加赛" }));
    await waitFor(() => expect(roundNames(bracket)).toEqual(["附加赛 第一轮", "附加赛 第二轮"]));
    expect(within(bracket).getAllByTestId("bracket-round").map((r) => upsIn(r).length)).toEqual([4, 2]);
    // Its second game is the 7–8 loser against the 9–10 winner: no bracket lines join the play-in.
    expect(bracket.querySelector("[data-feeds], [data-fed]")).toBeNull();
  });

  it("a football cup: the knockout from the quarter-finals with the third-place match apart; this season's slots wait with 待定", async () => {
    const cup = sim.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length === 16)!;
    await openBracket("football", cup.id, cup.id * 10);
    const bracket = await screen.findByTestId("bracket");
    expect(roundNames(bracket)).toEqual(["1/4决赛", "半决赛", "决赛", "季军赛"]);
    const third = within(bracket).getByTestId("bracket-third-place");
    expect(upsIn(third)).toHaveLength(1);
    expect(within(third).getAllByRole("link")).toHaveLength(2);
    expect(within(bracket).queryByText("待定")).toBeNull();
    // No stage picker with a single stage.
    expect(within(bracket).queryByRole("radiogroup")).toBeNull();

    // 赛程/赛果 lists the knockout too: it opens on the last day played, the final's and the third-place match's.
    const finalists = within(within(bracket).getAllByTestId("bracket-round")[2]!).getAllByRole("link").map((a) => a.textContent);
    fireEvent.click(screen.getByRole("tab", { name: "赛程/赛果" }));
    const list = await screen.findByTestId("season-matches");
    expect((within(list).getAllByLabelText("选择轮次").find((e) => e.tagName === "INPUT") as HTMLInputElement).value).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 淘汰赛$/);
    const rows = within(list).getAllByTestId("season-match");
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.textContent).join(" ")).toContain(finalists[0]!);
    expect(rows.map((r) => r.textContent).join(" ")).toContain(finalists[1]!);
    fireEvent.click(screen.getByRole("tab", { name: "对阵" }));

    fireEvent.change(screen.getByRole("combobox", { name: "选择赛季" }), { target: { value: String(cup.id * 10 + 2) } });
    await waitFor(() => expect(within(screen.getByTestId("bracket")).getAllByText("待定").length).toBeGreaterThan(0));
    const current = screen.getByTestId("bracket");
    expect(within(current).queryAllByRole("link")).toHaveLength(0);
    // The slot rules: 1/4 → 4, semifinal 2, final 1.
    expect(within(current).getAllByTestId("bracket-round").slice(0, 3).map((r) => upsIn(r).length)).toEqual([4, 2, 1]);
  });

  it("a plain football league has no knockout: 暂无对阵", async () => {
    const league = sim.backend.world.competitions("football").find((c) => !c.isCup)!;
    await openBracket("football", league.id, league.id * 10);
    expect(await screen.findByText("暂无对阵")).toBeTruthy();
    expect(screen.queryByTestId("bracket")).toBeNull();
  });

  it("a failed call shows its message with 重试, which loads the bracket", async () => {
    // Fails until the user retries (the app retries a failed query once on its own).
    let failing = true;
    sim.server.use(
      http.post(`${TEST_API_BASE}${API_PATHS.compLibrary.basketball.bracket}`, () =>
        failing ? HttpResponse.json({ code: 500, msg: "服务器开小差了", data: null }) : undefined,
      ),
    );
    await openBracket("basketball", 1, 10);
    const retry = await screen.findByRole("button", { name: "重试" }, { timeout: 5000 });
    expect(screen.getByText("服务器开小差了")).toBeTruthy();
    expect(screen.queryByTestId("bracket")).toBeNull();
    failing = false;
    fireEvent.click(retry);
    const bracket = await screen.findByTestId("bracket");
    expect(roundNames(bracket)).toEqual(["首轮", "分区半决赛", "分区决赛", "总决赛"]);
  });
});
