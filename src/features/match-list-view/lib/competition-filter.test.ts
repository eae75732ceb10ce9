// @vitest-environment jsdom
import { allSettled, fork } from "effector";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompetitionFilterStorage } from "../lib/competition-filter-storage";
import { competitionFilterPredicate } from "../lib/competition-filter-rules";
import { testMatch } from "../../../../tests/fixtures/test-match";
import {
  $footballCompetitionFilter,
  footballCompetitionFilterConfirmed,
  footballCompetitionFilterReset,
  footballFilterStorage,
  type CompetitionFilter,
} from "./competition-filter";

beforeEach(() => sessionStorage.clear());

const filter: CompetitionFilter = { category: "beidanFootball", ids: [7, 9], timestamp: 1_800_000_000_000 };

describe("football competition filter", () => {
  it("keeps a confirmed filter and stores it under footballFilter", async () => {
    const scope = fork();
    await allSettled(footballCompetitionFilterConfirmed, { scope, params: filter });
    expect(scope.getState($footballCompetitionFilter)).toEqual(filter);
    expect(JSON.parse(sessionStorage.getItem("footballFilter")!)).toEqual(filter);
    expect(footballFilterStorage.read()).toEqual(filter);
  });

  it("refuses ids for an unknown tab", async () => {
    const scope = fork();
    const unknown = { ...filter, category: "allBaskball" } as unknown as CompetitionFilter;
    await allSettled(footballCompetitionFilterConfirmed, { scope, params: unknown });
    expect(scope.getState($footballCompetitionFilter)).toBeNull();
    expect(sessionStorage.getItem("footballFilter")).toBeNull();
  });

  it("reset means no filter and forgets the stored one", async () => {
    const scope = fork({ values: [[$footballCompetitionFilter, filter]] });
    sessionStorage.setItem("footballFilter", JSON.stringify(filter));
    await allSettled(footballCompetitionFilterReset, { scope });
    expect(scope.getState($footballCompetitionFilter)).toBeNull();
    expect(sessionStorage.getItem("footballFilter")).toBeNull();
  });
});

describe("filter storage keyed by list", () => {
  const course = createCompetitionFilterStorage("courseFootballFilter", ["allFootball", "competitiveFootball"] as const);

  it("round-trips and keeps lists apart", () => {
    course.write({ category: "competitiveFootball", ids: [3], timestamp: 5 });
    expect(course.read()).toEqual({ category: "competitiveFootball", ids: [3], timestamp: 5 });
    expect(footballFilterStorage.read()).toBeNull();
    course.write(null);
    expect(course.read()).toBeNull();
  });

  it.each([
    "{",
    "null",
    JSON.stringify({ category: "passFootball", ids: [1], timestamp: 1 }),
    JSON.stringify({ category: "allFootball", ids: ["1"], timestamp: 1 }),
    JSON.stringify({ category: "allFootball", ids: [1] }),
  ])("reads %s as no filter", (raw) => {
    sessionStorage.setItem("courseFootballFilter", raw);
    expect(course.read()).toBeNull();
  });
});

describe("competitionFilterPredicate", () => {
  const epl = { id: 1, name: "英格兰超级联赛", shortName: "英超", logo: "", color: "" };
  const csl = { id: 2, name: "中超", shortName: "中超", logo: "", color: "" };
  const plain = testMatch({ competition: epl });
  const jingzu = testMatch({ competition: epl, lotterys: { 101: "周六001" } });
  const beidan = testMatch({ competition: epl, lotterys: { 404: "北单001" } });
  const other = testMatch({ competition: csl, lotterys: { 101: "周六002" } });

  it("lets everything through without a filter", () => {
    expect([plain, jingzu, beidan, other].every(competitionFilterPredicate(null))).toBe(true);
  });

  it("keeps the chosen competitions, and on a lottery tab only their lottery matches", () => {
    const all = competitionFilterPredicate({ category: "allFootball", ids: [1], timestamp: 0 });
    expect([plain, jingzu, beidan, other].filter(all)).toEqual([plain, jingzu, beidan]);
    const jz = competitionFilterPredicate({ category: "competitiveFootball", ids: [1, 2], timestamp: 0 });
    expect([plain, jingzu, beidan, other].filter(jz)).toEqual([jingzu, other]);
    const bd = competitionFilterPredicate({ category: "beidanFootball", ids: [1], timestamp: 0 });
    expect([plain, jingzu, beidan, other].filter(bd)).toEqual([beidan]);
  });
});
