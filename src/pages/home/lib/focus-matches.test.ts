import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import type { Match, MatchSections } from "@/entities/match";
import { FOCUS_LIMIT, selectFocusMatches } from "./focus-matches";

const ALL = { all: true, going: true, notStarted: true, finished: true };
const TOP = 1;
const OTHER = 2;

function listOf(matches: Match[]) {
  const map = new Map(matches.map((m) => [m.matchId, m]));
  const ids = (group: Match["topupType"]) => matches.filter((m) => m.topupType === group).map((m) => m.matchId);
  const sections: MatchSections = { going: ids("going"), noStart: ids("no_start"), nextDay: [], other: ids("other"), finish: ids("finish") };
  return { sections, matches: map };
}

const match = (matchId: number, topupType: Match["topupType"], competitionId: number, matchTime: number) =>
  testMatch({ matchId, topupType, matchTime, competition: { id: competitionId, name: "", shortName: "", logo: "", color: "" } });

describe("今日焦点赛事", () => {
  const day = listOf([
    match(1, "no_start", OTHER, 500),
    match(2, "going", OTHER, 100),
    match(3, "going", TOP, 200),
    match(4, "no_start", TOP, 600),
    match(5, "finish", TOP, 50),
    match(6, "finish", TOP, 80),
    match(7, "other", TOP, 90),
    match(8, "no_start", TOP, 400),
  ]);

  it("in play first, then upcoming, then finished; top-tier competitions first in each, then by kick-off", () => {
    expect(selectFocusMatches({ ...day, topTier: new Set([TOP]), display: ALL })).toEqual([3, 2, 8, 4, 1, 6, 5]);
  });

  it("never shows postponed or cancelled matches, and stops at the limit", () => {
    expect(FOCUS_LIMIT).toBe(8);
    expect(selectFocusMatches({ ...day, topTier: new Set([TOP]), display: ALL, limit: 3 })).toEqual([3, 2, 8]);
  });

  it("follows the sport's display filters", () => {
    const upcomingOnly = { all: false, going: false, notStarted: true, finished: false };
    expect(selectFocusMatches({ ...day, topTier: new Set([TOP]), display: upcomingOnly })).toEqual([8, 4, 1]);
  });

  it("before the top-tier list arrives, kick-off order alone", () => {
    expect(selectFocusMatches({ ...day, topTier: new Set(), display: { ...ALL, finished: false } })).toEqual([2, 3, 8, 1, 4]);
  });
});
