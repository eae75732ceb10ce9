// @vitest-environment jsdom
// An article with a mocked API: title, meta and tags; a hostile body rendered as text with
// nothing runnable left; one plusReading per opening, its count shown; related articles; an
// unknown article's message.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { fail, useApiMock } from "#test-kit/api-mock";
import { renderApp } from "#test-kit/render";

const api = useApiMock();

const item = (viewId: number, title: string) => ({
  viewId,
  sportType: 1,
  category: 2,
  title,
  summary: "摘要",
  cover: `/api/sim/news/cover?viewId=${viewId}`,
  publishTime: Date.now() - 3 * 3_600_000,
  readCount: 12_345,
  source: "看球资讯",
  matchId: null,
  tags: [
    { type: 1, id: 7, name: "英超", logo: "/api/sim/logo/competition/7.png" },
    { type: 2, id: 70, name: "红狮", logo: "/api/sim/logo/team/70.svg" },
  ],
});

const HOSTILE = [
  `<h2>比赛回顾</h2><p>开局强势。</p>`,
  `<script>window.__xss("script")</script>`,
  `<p>图集<img src="x" onerror="window.__xss('img')" alt="现场"></p>`,
  `<p onclick="window.__xss('click')">点击查看完整技术统计</p>`,
  `<p><a href="javascript:window.__xss('href')">查看赛事集锦</a><a href="https://www.fifa.com/">官方网站</a></p>`,
  `<svg onload="window.__xss('svg')"><script>window.__xss('svg-script')</script></svg>`,
  `<iframe src="javascript:window.__xss('iframe')"></iframe>`,
  `<p style="width:expression(window.__xss('css'))">场边花絮</p>`,
  `<img src="data:image/png;base64,AAAA" alt="数据图">`,
].join("\n");

beforeEach(() => {
  localStorage.setItem("downloadPromptClosed", "1");
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  (window as unknown as { __xss: (name: string) => void }).__xss = vi.fn();
});
afterEach(() => cleanup());

describe("article page", () => {
  it("renders a hostile article's text with nothing runnable, counts one read and lists related articles", async () => {
    api.on(API_PATHS.news.detail, { ...item(100004, "红狮主帅赛后发布会"), author: "林晓", content: HOSTILE, related: [item(100005, "相关一"), item(100006, "相关二")] });
    api.on(API_PATHS.news.plusReading, { viewId: 100004, readCount: 12_346 });
    await renderApp({ url: "/dynamicDetail/100004" });

    const article = await screen.findByTestId("article");
    expect(within(article).getByRole("heading", { level: 1, name: "红狮主帅赛后发布会" })).toBeTruthy();
    expect(within(article).getByText("作者 林晓")).toBeTruthy();
    expect(within(article).getByText("3小时前")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "英超" }).getAttribute("href")).toBe("/footballMatchData/matchDetail/7");
    expect(within(article).getByRole("link", { name: "红狮" }).getAttribute("href")).toBe("/footballTeamDetail/70");
    expect(within(article).getByRole("link", { name: "资讯中心" }).getAttribute("href")).toBe("/informationCentre");

    const body = screen.getByTestId("article-body");
    for (const text of ["比赛回顾", "开局强势。", "点击查看完整技术统计", "查看赛事集锦", "场边花絮"]) expect(body.textContent).toContain(text);
    expect(body.querySelectorAll("script, iframe, svg, style, object, embed")).toHaveLength(0);
    for (const el of Array.from(body.querySelectorAll("*")))
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith("on")).toBe(false);
        expect(attr.name).not.toBe("style");
        expect(attr.value).not.toMatch(/javascript:|data:/i);
      }
    const links = Array.from(body.querySelectorAll("a"));
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")])).toEqual([
      ["查看赛事集锦", null, "_blank", "noopener noreferrer"],
      ["官方网站", "https://www.fifa.com/", "_blank", "noopener noreferrer"],
    ]);
    expect(window.__xss).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.getByTestId("article-reads").textContent).toBe("1.2万阅读"));
    await waitFor(() => expect(api.callsTo(API_PATHS.news.plusReading)).toHaveLength(1));
    expect(api.callsTo(API_PATHS.news.plusReading)[0]!.body).toEqual({ viewId: 100004 });

    const related = screen.getByRole("region", { name: "相关推荐" });
    expect(within(related).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/dynamicDetail/100005", "/dynamicDetail/100006"]);
  });

  it("an unknown article shows the server's message and the way back", async () => {
    api.on(API_PATHS.news.detail, fail(10001, "资讯不存在"));
    api.on(API_PATHS.news.plusReading, fail(10001, "资讯不存在"));
    await renderApp({ url: "/dynamicDetail/42" });
    expect(await screen.findByText("资讯不存在")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回资讯中心" }).getAttribute("href")).toBe("/informationCentre");
    expect(api.callsTo(API_PATHS.news.plusReading)).toHaveLength(0);
  });
});

declare global {
  interface Window {
    __xss?: (name: string) => void;
  }
}
