// Turns sim matches into the binary list payload (kanqiu.MatchListPayload, docs/wire-protocol.md):
// matches by position, plus only the competitions, teams and lottery tags they reference.

import type { Catalog } from "../catalog/catalog";
import type { AnchorInfo, MatchListPayload, SimAnchor, SimMatch, WireMatch } from "../model";
import type { kanqiu } from "#wire/codec";

type WireCompetition = kanqiu.Competition.$Properties;
type WireTeam = kanqiu.Team.$Properties;
type WireLottery = kanqiu.LotteryInfo.$Properties;

export interface PayloadContext {
  followed?: ReadonlySet<number>;
  now: number;
}

/** Lineups are out an hour before kick-off for matches whose lineups get published. */
export function hasLineup(match: SimMatch, now: number): 0 | 1 {
  return match.lineupPublished && (match.statusId !== 1 || now >= match.kickoffAt - 3_600_000) ? 1 : 0;
}

/** Builds payloads; caches the immutable competition and team wire objects per world. */
export class MatchListPayloadBuilder {
  private readonly competitions = new Map<number, WireCompetition>();
  private readonly teams = new Map<number, WireTeam>();

  constructor(
    private readonly catalog: Catalog,
    private readonly anchorById: ReadonlyMap<number, SimAnchor>,
  ) {}

  private competition(id: number): WireCompetition | undefined {
    let wire = this.competitions.get(id);
    if (!wire) {
      const c = this.catalog.competitionById.get(id);
      if (!c) return undefined;
      wire = { id: c.id, name: c.name, logo: c.logo, color: c.color, initial: c.initial, shortName: c.shortName };
      this.competitions.set(id, wire);
    }
    return wire;
  }

  private team(id: number): WireTeam | undefined {
    let wire = this.teams.get(id);
    if (!wire) {
      const t = this.catalog.teamById.get(id);
      if (!t) return undefined;
      wire = { id: t.id, name: t.name, logo: t.logo, position: t.position };
      this.teams.set(id, wire);
    }
    return wire;
  }

  private anchorInfos(customIds: readonly number[]): AnchorInfo[] {
    const out: AnchorInfo[] = [];
    for (const id of customIds) {
      const a = this.anchorById.get(id);
      if (a) out.push(a.anchorInfo);
    }
    return out;
  }

  wireMatch(m: SimMatch, ctx: PayloadContext): WireMatch {
    const living = this.anchorInfos(m.living);
    return {
      iArr: [m.id, m.competitionId, m.homeTeamId, m.awayTeamId, m.matchTime, m.statusId, 0, m.peopleNum,
        ctx.followed?.has(m.id) ? 1 : 2, m.goingTime, hasLineup(m, ctx.now), m.ncaa],
      sArr: [m.homePosition, m.awayPosition, m.note],
      homeScore: m.homeScores.slice(),
      awayScore: m.awayScores.slice(),
      roomArr: living.map((a) => a.roomId ?? 0),
      living,
      preview: this.anchorInfos(m.previews),
    };
  }

  build(matches: readonly SimMatch[], ctx: PayloadContext): MatchListPayload {
    const cArr: WireCompetition[] = [];
    const tArr: WireTeam[] = [];
    const lArr: WireLottery[] = [];
    const seenComp = new Set<number>();
    const seenTeam = new Set<number>();
    const wireMatches: WireMatch[] = new Array(matches.length);
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i] as SimMatch;
      if (!seenComp.has(m.competitionId)) {
        seenComp.add(m.competitionId);
        const c = this.competition(m.competitionId);
        if (c) cArr.push(c);
      }
      for (const teamId of [m.homeTeamId, m.awayTeamId]) {
        if (seenTeam.has(teamId)) continue;
        seenTeam.add(teamId);
        const t = this.team(teamId);
        if (t) tArr.push(t);
      }
      for (const l of m.lotteries) lArr.push({ matchId: m.id, lotteryId: l.lotteryId, issueNum: l.issueNum });
      wireMatches[i] = this.wireMatch(m, ctx);
    }
    return { cArr, tArr, lArr, matches: wireMatches, code: 0 };
  }
}
