// @vitest-environment jsdom
// The header's search pop-up as a visitor meets it: the initial text, Enter or the magnifier runs
// the keyword (a blank one runs nothing), both tabs' calls and rows, the empty text, pages of 10
// loaded on scroll until a short page, a failed page kept with 重试, and a click outside closing it.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fail, useApiMock, type MockCall } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { HeaderSearch } from "./header-search";

const api = useApiMock();

afterEach(() => cleanup());

const anchor = (id: number) => ({
  customerId: id,
  nickname: `球评主播${id}`,
  avatar: "",
  anchorLevel: 12,
  predictionLevel: 3,
  livingStatus: id % 2,
  followStatus: 2,
  identity: String(9000 + id),
  prepareId: 0,
  anchorPredictionData: { singleLatestHitRate: { baseCount: 10, hitCount: 7, lastContinuousHitCount: 0, rate: 70, sportType: 1 }, singleMonthHitRate: null },
});

const liveItem = (roomId: number) => ({
  room: { roomId, roomName: `英超焦点战 ${roomId}`, coverPicture: "" },
  anchor: { anchorCustomId: roomId, anchorName: `解说${roomId}`, anchorAvatar: "", anchorLevel: 8, predictionLevel: 0, anchorPredictionData: null },
  match: { homeTeamName: "阿森纳", awayTeamName: "切尔西" },
});

/** Anchors numbered from 1, `total` in all, answered a page at a time. */
function anchorPages(total: number) {
  return ({ body }: MockCall) => {
    const { pageNum, pageSize } = body as { pageNum: number; pageSize: number };
    const from = (pageNum - 1) * pageSize;
    const ids = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, index) => from + index + 1);
    return { data: { items: ids.map(anchor), total } };
  };
}

/** The field: the plain one first, then the same field inside the pop-up's code once loaded. */
const field = () => screen.getByRole("searchbox", { name: "搜索" });

/** Types a keyword and presses Enter (the field's form submits, as a browser does on Enter). */
function typeAndEnter(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.submit(field().closest("form")!);
}

const renderSearch = () => renderUi(<HeaderSearch />);

const popup = () => screen.findByTestId("search-popup");

describe("header search", () => {
  it("opens on the field with the initial text and both tabs", async () => {
    renderSearch();
    fireEvent.click(field());
    const box = await popup();
    expect(await within(box).findByText("搜索看比赛直播间，开启精彩视界")).toBeTruthy();
    expect(within(box).getByRole("tab", { name: "直播" }).getAttribute("aria-selected")).toBe("true");
    expect(within(box).getByRole("tab", { name: "主播" })).toBeTruthy();
  });

  it("keeps the focus in the field when the pop-up's code arrives", async () => {
    renderSearch();
    const plain = field();
    act(() => plain.focus());
    await popup();
    expect(field()).not.toBe(plain);
    expect(document.activeElement).toBe(field());
  });

  it("runs nothing for a blank keyword", async () => {
    renderSearch();
    fireEvent.click(field());
    typeAndEnter("   ");
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(await within(await popup()).findByText("搜索看比赛直播间，开启精彩视界")).toBeTruthy();
    expect(api.paths()).toEqual([]);
  });

  it("Enter runs the live search and lists the rooms, each opening its room in a new tab", async () => {
    api.on("/v1/living/home/search", { items: [liveItem(31), liveItem(32)], total: 2 });
    renderSearch();
    typeAndEnter("  阿森纳 ");
    const rows = await within(await popup()).findAllByTestId("live-result");
    expect(api.callsTo("/v1/living/home/search").map((call) => call.body)).toEqual([{ query: "阿森纳", pageNum: 1, pageSize: 10 }]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute("href")).toBe("/liveRoom?roomId=31");
    expect(rows[0]!.getAttribute("target")).toBe("_blank");
    expect(rows[0]!.textContent).toContain("英超焦点战 31");
    expect(rows[0]!.textContent).toContain("阿森纳 vs 切尔西");
    expect(rows[0]!.textContent).toContain("直播中");
    // A short first page: nothing more to load.
    expect(await screen.findByText("没有更多了")).toBeTruthy();
  });

  it("the magnifier runs the anchor search; rows open the anchor's homepage in a new tab", async () => {
    api.answer("/anchor/search", anchorPages(2));
    renderSearch();
    fireEvent.click(field());
    fireEvent.click(within(await popup()).getByRole("tab", { name: "主播" }));
    fireEvent.change(field(), { target: { value: "球评" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    const rows = await screen.findAllByTestId("anchor-result");
    expect(api.callsTo("/anchor/search").map((call) => call.body)).toEqual([{ keyword: "球评", pageNum: 1, pageSize: 10 }]);
    expect(rows.map((row) => row.getAttribute("href"))).toEqual(["/personalHomepage?customId=1", "/personalHomepage?customId=2"]);
    expect(rows[0]!.getAttribute("target")).toBe("_blank");
    expect(rows[0]!.getAttribute("rel")).toContain("noopener");
    expect(rows[0]!.textContent).toContain("球评主播1");
    expect(rows[0]!.textContent).toContain("Lv.12");
    expect(rows[0]!.textContent).toContain("直播中");
    expect(rows[0]!.textContent).toContain("命中率 70%");
    expect(rows[1]!.textContent).not.toContain("直播中");
  });

  it("shows the empty text when nothing matches", async () => {
    api.on("/v1/living/home/search", { items: [], total: 0 });
    renderSearch();
    typeAndEnter("zzqx");
    expect(await within(await popup()).findByText("暂无相关内容，换个关键词试试吧～")).toBeTruthy();
  });

  it("loads the next page of 10 on scrolling to the end, and stops after a short page", async () => {
    api.answer("/anchor/search", anchorPages(13));
    renderSearch();
    fireEvent.click(field());
    fireEvent.click(within(await popup()).getByRole("tab", { name: "主播" }));
    typeAndEnter("球评");
    expect(await screen.findAllByTestId("anchor-result")).toHaveLength(10);
    expect(screen.queryByText("没有更多了")).toBeNull();

    // jsdom lays nothing out: the box reads as scrolled to its end.
    fireEvent.scroll(screen.getByTestId("search-results"));
    await waitFor(() => expect(screen.getAllByTestId("anchor-result")).toHaveLength(13));
    expect(await screen.findByText("没有更多了")).toBeTruthy();

    fireEvent.scroll(screen.getByTestId("search-results"));
    await act(async () => {});
    expect(api.callsTo("/anchor/search").map((call) => (call.body as { pageNum: number }).pageNum)).toEqual([1, 2]);
  });

  it("keeps the loaded rows when a later page fails, and 重试 loads it", async () => {
    let failing = true;
    const pages = anchorPages(15);
    api.answer("/anchor/search", (call) => ((call.body as { pageNum: number }).pageNum === 2 && failing ? fail(10001, "服务繁忙") : pages(call)));
    renderSearch();
    fireEvent.click(field());
    fireEvent.click(within(await popup()).getByRole("tab", { name: "主播" }));
    typeAndEnter("球评");
    expect(await screen.findAllByTestId("anchor-result")).toHaveLength(10);
    fireEvent.scroll(screen.getByTestId("search-results"));
    expect((await screen.findByRole("alert")).textContent).toBe("加载失败：服务繁忙");
    expect(screen.getAllByTestId("anchor-result")).toHaveLength(10);

    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.getAllByTestId("anchor-result")).toHaveLength(15));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a failed search with 重试", async () => {
    api.on("/v1/living/home/search", fail(10001, "参数错误"));
    renderSearch();
    typeAndEnter("梅西");
    expect((await within(await popup()).findByRole("alert")).textContent).toBe("搜索失败：参数错误");
    api.on("/v1/living/home/search", { items: [liveItem(5)], total: 1 });
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findAllByTestId("live-result")).toHaveLength(1);
  });

  it("closes on a click outside it, and Escape closes it too", async () => {
    renderSearch();
    fireEvent.click(field());
    await popup();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByTestId("search-popup")).toBeNull());

    fireEvent.click(field());
    await popup();
    fireEvent.keyDown(field(), { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("search-popup")).toBeNull());
  });
});
