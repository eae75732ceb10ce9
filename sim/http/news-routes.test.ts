import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { HOSTILE_PAYLOADS } from "../core/news";

const N = API_PATHS.news;

interface Item {
  viewId: number;
  sportType: number;
  category: number;
  title: string;
  summary: string;
  cover: string;
  publishTime: number;
  readCount: number;
  matchId: number | null;
  tags: { type: number; id: number; name: string; logo: string }[];
}
interface Page {
  items: Item[];
  total: number;
}
interface Detail extends Item {
  author: string;
  content: string;
  related: Item[];
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

describe("news lists", () => {
  it("pages the hot list, most read first, over every article", async () => {
    const first = await call<Page>(t.backend, N.hots, { pageNum: 1, pageSize: 10 });
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(120);
    expect(first.data.items).toHaveLength(10);
    const counts = first.data.items.map((i) => i.readCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = await call<Page>(t.backend, N.hots, { pageNum: 2, pageSize: 10 });
    expect(second.data.items[0]!.readCount).toBeLessThanOrEqual(counts[9]!);
    const past = await call<Page>(t.backend, N.hots, { pageNum: 13, pageSize: 10 });
    expect(past.data).toEqual({ items: [], total: 120 });
  });

  it("each category list holds its own articles, newest first, and filters by tag and sport", async () => {
    for (const [path, category] of [
      [N.competitions, 1],
      [N.teams, 2],
      [N.players, 3],
      [N.matches, 4],
    ] as const) {
      const page = await call<Page>(t.backend, path, { pageNum: 1, pageSize: 100 });
      expect(page.data.total).toBe(30);
      expect(page.data.items.every((i) => i.category === category)).toBe(true);
      const times = page.data.items.map((i) => i.publishTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.data.items.every((i) => i.publishTime < t.backend.now())).toBe(true);
    }
    const matches = await call<Page>(t.backend, N.matches, { pageSize: 100, sportType: 2 });
    expect(matches.data.items.every((i) => i.sportType === 2 && i.matchId !== null && t.backend.world.match(i.matchId!))).toBe(true);

    const competitions = await call<Page>(t.backend, N.competitions, { pageSize: 100 });
    const competitionId = competitions.data.items[0]!.tags.find((tag) => tag.type === 1)!.id;
    const byCompetition = await call<Page>(t.backend, N.competitions, { pageSize: 100, competitionId });
    expect(byCompetition.data.total).toBeGreaterThan(0);
    expect(byCompetition.data.items.every((i) => i.tags.some((tag) => tag.type === 1 && tag.id === competitionId))).toBe(true);
    expect(t.backend.world.competition(competitionId)).toBeTruthy();
  });

  it("lists the teams with team news, most first, and filters the team list by one of them", async () => {
    const teams = await call<{ teamId: number; teamName: string; newsCount: number }[]>(t.backend, N.teamList, {});
    expect(teams.data.length).toBeGreaterThan(0);
    expect(teams.data.length).toBeLessThanOrEqual(12);
    const counts = teams.data.map((x) => x.newsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = teams.data[0]!;
    expect(t.backend.world.team(top.teamId)?.name).toBe(top.teamName);
    const page = await call<Page>(t.backend, N.teams, { teamId: top.teamId, pageSize: 100 });
    expect(page.data.total).toBe(top.newsCount);
  });

  it("refuses malformed paging and filters with 参数错误", async () => {
    for (const body of [{ pageNum: 0 }, { pageSize: -1 }, { pageNum: "x" }, { teamId: "abc" }]) {
      const reply = await call(t.backend, N.teams, body);
      expect([reply.code, reply.msg]).toEqual([10001, "参数错误"]);
    }
  });
});

describe("an article", () => {
  it("answers the detail with its HTML body and related articles sharing a tag", async () => {
    const reply = await call<Detail>(t.backend, N.detail, { viewId: 100001 });
    expect(reply.code).toBe(0);
    const d = reply.data;
    expect(d.title.length).toBeGreaterThan(4);
    expect(d.content).toMatch(/<h2>.+<\/h2>/);
    expect(d.content).toContain("<blockquote>");
    expect(d.content).toContain("<img ");
    expect(d.content).not.toContain("__xss");
    expect(d.related.length).toBe(5);
    expect(d.related.some((r) => r.viewId === d.viewId)).toBe(false);
    const ownTags = new Set(d.tags.map((tag) => `${tag.type}:${tag.id}`));
    expect(d.related[0]!.tags.some((tag) => ownTags.has(`${tag.type}:${tag.id}`))).toBe(true);
  });

  it("serves hostile bodies on every fourth article, every payload somewhere", async () => {
    const served = new Set<string>();
    for (let viewId = 100001; viewId <= 100120; viewId++) {
      const { data } = await call<Detail>(t.backend, N.detail, { viewId });
      expect(data.content.includes("__xss") || data.content.includes("alert(")).toBe(viewId % 4 === 0);
      for (const p of HOSTILE_PAYLOADS) if (data.content.includes(p.html)) served.add(p.name);
    }
    expect([...served].sort()).toEqual(HOSTILE_PAYLOADS.map((p) => p.name).sort());
  });

  it("plusReading adds one read that the lists and the detail show", async () => {
    const before = (await call<Detail>(t.backend, N.detail, { viewId: 100007 })).data.readCount;
    const plus = await call<{ viewId: number; readCount: number }>(t.backend, N.plusReading, { viewId: 100007 });
    expect(plus.data).toEqual({ viewId: 100007, readCount: before + 1 });
    expect((await call<Detail>(t.backend, N.detail, { viewId: 100007 })).data.readCount).toBe(before + 1);
    const all = await call<Page>(t.backend, N.hots, { pageSize: 100, pageNum: 1 });
    const rest = await call<Page>(t.backend, N.hots, { pageSize: 100, pageNum: 2 });
    expect([...all.data.items, ...rest.data.items].find((i) => i.viewId === 100007)?.readCount).toBe(before + 1);
  });

  it("an unknown viewId is 资讯不存在; none is 参数错误", async () => {
    for (const path of [N.detail, N.plusReading]) {
      expect(await call(t.backend, path, { viewId: 42 })).toMatchObject({ code: 10001, msg: "资讯不存在" });
      expect(await call(t.backend, path, {})).toMatchObject({ code: 10001, msg: "参数错误" });
    }
  });

  it("draws each article's cover as SVG", async () => {
    const { data } = await call<Detail>(t.backend, N.detail, { viewId: 100002 });
    expect(data.cover).toBe("/api/sim/news/cover?viewId=100002");
    const svg = await raw(t.backend, API_PATHS.simControl.newsCover, { viewId: "100002" }, undefined, "GET");
    expect(svg.contentType).toContain("image/svg+xml");
    expect(svg.body).toContain("<svg");
    expect((await raw(t.backend, API_PATHS.simControl.newsCover, { viewId: "1" }, undefined, "GET")).status).toBe(404);
  });
});

describe("hostile articles", () => {
  it("fall in every category of both sports", async () => {
    const kinds = new Set<string>();
    for (let viewId = 100004; viewId <= 100120; viewId += 4) {
      const { data } = await call<Detail>(t.backend, N.detail, { viewId });
      kinds.add(`${data.sportType}:${data.category}`);
    }
    expect(kinds.size).toBe(8);
  });
});
