// Binary list payload → client Match models. Shape checks stay cheap at this volume: a match
// whose competition or teams are missing from the payload is skipped and counted, not fatal.
import type { AnchorInfoWire, MatchListPayloadWire } from "#wire";
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

export function mapMatchList(sport: Sport, payload: MatchListParts): MappedMatchList {
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
    const labels = lotteries.get(matchId) ?? {};
    labels[lotteryId] = lotteryIssueLabel(lotteryId, l.issueNum ?? 0);
    lotteries.set(matchId, labels);
  }

  const matches: Match[] = [];
  let skipped = 0;
  for (const m of payload.matches) {
    const i = m.iArr ?? [];
    const s = m.sArr ?? [];
    const competition = competitions.get(i[1] ?? -1);
    const home = teams.get(i[2] ?? -1);
    const away = teams.get(i[3] ?? -1);
    if (i.length < 12 || !competition || !home || !away) {
      skipped += 1;
      continue;
    }
    const matchId = i[0]!;
    const statusId = i[5]!;
    matches.push({
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
      lotterys: lotteries.get(matchId) ?? {},
      topupType: statusGroupOf(sport, statusId),
      roomIds: m.roomArr ?? [],
      living: (m.living ?? []).map(anchorRef),
      preview: (m.preview ?? []).map(anchorRef),
    });
  }
  if (skipped > 0) console.warn(`[match] ${skipped} list entries skipped: incomplete or unknown references`);
  return { matches, skipped };
}
