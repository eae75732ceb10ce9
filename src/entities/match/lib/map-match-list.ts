// Binary list payload → client Match models. Shape checks stay cheap at this volume: a match
// whose competition or teams are missing from the payload is skipped and counted, not fatal.
import { sliceTimer, type AnchorInfoWire, type MatchListPayloadWire, type MatchWire, type WorkSlices } from "#wire";
import type { AnchorRef } from "@/entities/live-room/@x/match";
import type { Match, MatchCompetition, MatchTeam, Sport, StatusGroup } from "../model/match-types";
import { footballStatusGroup } from "./football-status";
import { basketballStatusGroup } from "./basketball-status";
import { lotteryIssueLabel } from "./lottery-label";

const anchorRef = (anchor: AnchorInfoWire): AnchorRef => ({
  avatar: anchor.avatar ?? "",
  roomId: anchor.roomId ?? 0,
  customId: anchor.customId ?? 0,
});

export const statusGroupOf = (sport: Sport, statusId: number): StatusGroup =>
  sport === "football" ? footballStatusGroup(statusId) : basketballStatusGroup(statusId);

export interface MappedMatchList {
  matches: Match[];
  skipped: number;
}

/** The payload's lists; a one-match reply (matchInfo) is mapped by lending it its row's records. */
export type MatchListParts = Pick<MatchListPayloadWire, "cArr" | "tArr" | "lArr" | "matches">;

/** A match with no lottery issue shares this one (rows never change their lotteries in place). */
const NO_LOTTERIES: Record<number, string> = Object.freeze({});
/** An index no lottery id reaches: see lotteryLabels. */
const FAR_INDEX = 1 << 30;

/**
 * An empty record for a match's lottery labels, by lottery id. In V8 an object whose first index
 * key is 404 gets a store of ~600 slots (5 KB): a 10,000-match day held ~19 MB of them, three
 * quarters of what mapping the list allocated, all of it for the garbage collector to copy while
 * the page loads (bench/README.md, twenty-fourth session). An index set and deleted far out first
 * makes the record's index store a small dictionary (~200 B); it reads and lists (ascending ids)
 * the same.
 */
function lotteryLabels(): Record<number, string> {
  const labels: Record<number, string> = {};
  labels[FAR_INDEX] = "";
  delete labels[FAR_INDEX];
  return labels;
}

interface ListLookups {
  competitions: Map<number, MatchCompetition>;
  teams: Map<number, MatchTeam>;
  lotteries: Map<number, Record<number, string>>;
}

function listLookups(payload: MatchListParts): ListLookups {
  const competitions = new Map<number, MatchCompetition>();
  for (const c of payload.cArr) {
    const id = c.id ?? 0;
    const name = c.name ?? "";
    competitions.set(id, { id, name, shortName: c.shortName || name, logo: c.logo ?? "", color: c.color ?? "" });
  }
  const teams = new Map<number, MatchTeam>();
  for (const t of payload.tArr) {
    const id = t.id ?? 0;
    teams.set(id, { id, name: t.name ?? "", logo: t.logo ?? "", position: t.position ?? "" });
  }
  const lotteries = new Map<number, Record<number, string>>();
  for (const l of payload.lArr) {
    const matchId = l.matchId ?? 0;
    const lotteryId = l.lotteryId ?? 0;
    let labels = lotteries.get(matchId);
    if (!labels) lotteries.set(matchId, (labels = lotteryLabels()));
    labels[lotteryId] = lotteryIssueLabel(lotteryId, l.issueNum ?? 0);
  }
  return { competitions, teams, lotteries };
}

/** One list entry as a Match; null when it is incomplete or names a competition or team the payload lacks. */
function mapEntry(sport: Sport, m: MatchWire, { competitions, teams, lotteries }: ListLookups): Match | null {
  const i = m.iArr ?? [];
  const s = m.sArr ?? [];
  const competition = competitions.get(i[1] ?? -1);
  const home = teams.get(i[2] ?? -1);
  const away = teams.get(i[3] ?? -1);
  if (i.length < 12 || !competition || !home || !away) return null;
  const matchId = i[0]!;
  const statusId = i[5]!;
  return {
    matchId,
    sport,
    competition,
    homeTeam: s[0] ? { ...home, position: s[0] } : home,
    awayTeam: s[1] ? { ...away, position: s[1] } : away,
    matchTime: i[4]!,
    statusId,
    peopleNum: i[7]!,
    hasFollow: i[8]!,
    goingTime: i[9]!,
    hasLineup: i[10]!,
    ncaa: i[11]!,
    homeScores: m.homeScore ?? [],
    awayScores: m.awayScore ?? [],
    note: s[2] ?? "",
    lotterys: lotteries.get(matchId) ?? NO_LOTTERIES,
    topupType: statusGroupOf(sport, statusId),
    roomIds: m.roomArr ?? [],
    living: (m.living ?? []).map(anchorRef),
    preview: (m.preview ?? []).map(anchorRef),
  };
}

function warnSkipped(skipped: number) {
  if (skipped > 0) console.warn(`[match] ${skipped} list entries skipped: incomplete or unknown references`);
}

export function mapMatchList(sport: Sport, payload: MatchListParts): MappedMatchList {
  const lookups = listLookups(payload);
  const matches: Match[] = [];
  let skipped = 0;
  for (const entry of payload.matches) {
    const match = mapEntry(sport, entry, lookups);
    if (match) matches.push(match);
    else skipped += 1;
  }
  warnSkipped(skipped);
  return { matches, skipped };
}

/**
 * mapMatchList a slice at a time (a day list: ~11,000 entries, 15–50 ms at once on a desktop),
 * giving the main thread back between slices. The same matches in the same order.
 */
export async function mapMatchListInSlices(sport: Sport, payload: MatchListParts, slices: WorkSlices): Promise<MappedMatchList> {
  const slice = sliceTimer(slices);
  const lookups = listLookups(payload);
  const matches: Match[] = [];
  let skipped = 0;
  for (const entry of payload.matches) {
    const match = mapEntry(sport, entry, lookups);
    if (match) matches.push(match);
    else skipped += 1;
    if (slice.due()) await slice.pause();
  }
  warnSkipped(skipped);
  return { matches, skipped };
}
