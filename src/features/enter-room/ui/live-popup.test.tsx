// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { renderUi } from "#test-kit/render";
import { footballLists, TODAY_LIST_KEY, useTodayList, type Match } from "@/entities/match";
import { LiveCell } from "./live-cell";

const { backend } = useTestSim(createTestBackend({ seed: 11, footballPerDay: 200, basketballPerDay: 20 }));
let matches: Match[] = [];

/** Today's football list as the client loads it from the sim. */
async function loadTodayList(): Promise<Match[]> {
  function TodayList() {
    useTodayList(footballLists);
    return null;
  }
  const { scope, unmount } = renderUi(<TodayList />);
  await waitFor(() => expect(scope.getState(footballLists.today.$key)).toBe(TODAY_LIST_KEY), { timeout: 10_000 });
  const list = [...scope.getState(footballLists.today.$matches).values()];
  unmount();
  return list;
}

beforeAll(async () => {
  matches = await loadTodayList();
});
afterEach(() => cleanup());

function renderCell(match: Match) {
  renderUi(<LiveCell matchId={match.matchId} sport={match.sport} living={match.living} preview={match.preview} peopleNum={match.peopleNum} />);
  return screen.getByRole("button");
}

const find = (predicate: (m: Match) => boolean) => {
  const match = matches.find(predicate);
  if (!match) throw new Error("no such match in the sim day");
  return match;
};

describe("LiveCell", () => {
  it("shows the viewer count, 9999+ from 9999, and 直播 while anchors are live", () => {
    const living = find((m) => m.living.length > 0);
    const cell = renderCell({ ...living, peopleNum: 9999 });
    expect(within(cell).getByText("直播")).toBeTruthy();
    expect(within(cell).getByText("9999+")).toBeTruthy();
    cleanup();
    const quiet = find((m) => m.living.length === 0 && m.preview.length === 0);
    const plain = renderCell({ ...quiet, peopleNum: 9998 });
    expect(plain.textContent).toBe("9998");
  });

  it("opens the popup at the cursor, 155 px to its left, listing live anchors (直播) and previews (预告)", async () => {
    const match = find((m) => m.living.length > 0 && m.preview.length > 0);
    const { livings, previews } = backend.world.livingForMatch(match.matchId);
    // The first live anchor with a known record: a 4-pick run (the latest record's), 5 of 6 multi
    // picks with odds 7.6, and 7 of 10 latest picks.
    const known = backend.world.anchor(livings[0]!.customId)!;
    const saved = structuredClone(known.prediction);
    Object.assign(known.prediction, {
      singleContinuousHitCount: 0,
      singleLatestHitRate: { ...known.prediction.singleLatestHitRate, rate: 70, baseCount: 10, hitCount: 7, lastContinuousHitCount: 4 },
      multiPredictionHit: { baseCount: 6, hitCount: 5, existCount: 1, odds: 7.6 },
    });
    onTestFinished(() => {
      Object.assign(known.prediction, saved);
    });
    const cell = renderCell(match);
    fireEvent.click(cell, { clientX: 400, clientY: 300, detail: 1 });

    // The popup's code downloads on the first click: it shows once that has arrived.
    const anchor = await screen.findByTestId("live-popup-anchor");
    expect(anchor.style.left).toBe("245px");
    expect(anchor.style.top).toBe("300px");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["赛况", "指数", "数据", "预测"]);
    expect(screen.getByRole("link", { name: "比赛详情" }).getAttribute("href")).toBe(`/liveRoom?detail=${match.matchId}&SportType=football`);
    fireEvent.click(screen.getByRole("tab", { name: "指数" }));
    expect((await screen.findByRole("link", { name: "前往比赛详情查看指数" })).getAttribute("href")).toBe(`/liveRoom?detail=${match.matchId}&SportType=football&tab=odds`);
    fireEvent.click(screen.getByRole("tab", { name: "赛况" }));

    const list = await screen.findByRole("list", { name: "直播与预告" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(livings.length + previews.length);
    const first = rows[0]!;
    const anchorRow = livings[0]!;
    expect(within(first).getByText(anchorRow.nickname)).toBeTruthy();
    expect(within(first).getByText(`Lv.${anchorRow.anchorLevel}`)).toBeTruthy();
    expect(within(first).getByText(`预测Lv.${anchorRow.predictionLevel}`)).toBeTruthy();
    const live = within(first).getByRole("link", { name: "直播" });
    expect(live.getAttribute("href")).toBe(`/liveRoom?roomId=${anchorRow.identifier}`);
    expect(live.getAttribute("target")).toBe("_blank");
    expect(first.getAttribute("data-living")).toBe("true");

    const previewRow = rows[livings.length]!;
    const preview = within(previewRow).getByRole("link", { name: "预告" });
    expect(preview.getAttribute("href")).toBe(`/personalHomepage?customId=${previews[0]!.customId}`);
    expect(preview.getAttribute("target")).toBe("_blank");
    expect(previewRow.getAttribute("data-living")).toBeNull();

    // The known anchor's streak tags: its run, 容1 with the odds rounded, and its hit rate.
    expect([...first.querySelectorAll("[data-tag]")].map((tag) => tag.textContent)).toEqual(["4连红", "容1", "赔率 8", "命中率 70%"]);
  });

  it("shows the streak tags of an anchor with a run, 全红 and odds", async () => {
    const match = find((m) => m.living.length + m.preview.length > 0);
    const anchor = backend.world.anchor((match.living[0] ?? match.preview[0])!.customId)!;
    const saved = structuredClone(anchor.prediction);
    Object.assign(anchor.prediction, { singleContinuousHitCount: 6, multiPredictionHit: { baseCount: 9, hitCount: 9, existCount: 1, odds: 12.4 } });
    try {
      renderCell(match);
      fireEvent.click(screen.getByRole("button"), { clientX: 200, clientY: 100, detail: 1 });
      const row = (await screen.findByText(anchor.nickname)).closest("li")!;
      expect(within(row).getByText("6连红")).toBeTruthy();
      expect(within(row).getByText("全红").getAttribute("data-dazzling")).toBe("true");
      expect(within(row).getByText("赔率 12")).toBeTruthy();
    } finally {
      Object.assign(anchor.prediction, saved);
    }
  });

  it("scrolls the list past 200 px, and closes on Escape", async () => {
    const match = find((m) => m.living.length > 0);
    renderCell(match);
    fireEvent.click(screen.getByRole("button"), { clientX: 500, clientY: 120, detail: 1 });
    await screen.findByRole("list", { name: "直播与预告" });
    expect(screen.getByTestId("live-popup-scroll").style.maxHeight).toBe("200px");
    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("tab")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button"));
  });

  it("closes on a click outside", async () => {
    const match = find((m) => m.living.length > 0);
    renderCell(match);
    fireEvent.click(screen.getByRole("button"), { clientX: 500, clientY: 120, detail: 1 });
    await screen.findByRole("list", { name: "直播与预告" });
    fireEvent.mouseDown(document.body);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole("tab")).toBeNull());
  });

  it("opens the match detail in a new tab for a row without anchors", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const quiet = find((m) => m.living.length === 0 && m.preview.length === 0);
    renderCell(quiet);
    fireEvent.click(screen.getByRole("button"), { clientX: 10, clientY: 10, detail: 1 });
    expect(open).toHaveBeenCalledWith(`/liveRoom?detail=${quiet.matchId}&SportType=football`, "_blank", "noopener");
    expect(screen.queryByTestId("live-popup-anchor")).toBeNull();
  });

  it("opens a basketball match's detail with its sport", () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderUi(<LiveCell matchId={4242} sport="basketball" living={[]} preview={[]} peopleNum={12} />);
    fireEvent.click(screen.getByRole("button"), { clientX: 10, clientY: 10, detail: 1 });
    expect(open).toHaveBeenCalledWith("/liveRoom?detail=4242&SportType=basketball", "_blank", "noopener");
  });
});
