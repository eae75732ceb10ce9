// One socket's match subscriptions (docs/wire-protocol.md "Codes"; docs/api-calls.md "Live room
// entry and header"): detail 20/120 (the match's score and status pushes even without the list),
// stats 30/130 (32/132) and text live 40/140 (42/142). Each is answered at once with the current
// state, then again whenever a frame of the engine about that match changes it; cancels 21/121,
// 31/131 and 41/141 stop them.
import { SOCKET_CODE, SPORT_TYPE } from "#wire";
import { kanqiu } from "#wire/codec";
import { hashSeed, type SimMatch } from "../core";
import { scoreMessage } from "../core/engine/frames";
import type { SimBackend, SimFrame } from "../backend";
import { matchDetail } from "../http/match-detail-incidents";

type Kind = "detail" | "stats" | "tlive";

const SUBSCRIBE: Record<number, Kind> = {
  [SOCKET_CODE.FOOTBALL_DETAIL_SUBSCRIBE]: "detail",
  [SOCKET_CODE.BASKETBALL_DETAIL_SUBSCRIBE]: "detail",
  [SOCKET_CODE.FOOTBALL_STATS_SUBSCRIBE]: "stats",
  [SOCKET_CODE.BASKETBALL_STATS_SUBSCRIBE]: "stats",
  [SOCKET_CODE.FOOTBALL_TEXT_LIVE_SUBSCRIBE]: "tlive",
  [SOCKET_CODE.BASKETBALL_TEXT_LIVE_SUBSCRIBE]: "tlive",
};
const CANCEL: Record<number, Kind> = {
  [SOCKET_CODE.FOOTBALL_DETAIL_CANCEL]: "detail",
  [SOCKET_CODE.BASKETBALL_DETAIL_CANCEL]: "detail",
  [SOCKET_CODE.FOOTBALL_STATS_CANCEL]: "stats",
  [SOCKET_CODE.BASKETBALL_STATS_CANCEL]: "stats",
  [SOCKET_CODE.FOOTBALL_TEXT_LIVE_CANCEL]: "tlive",
  [SOCKET_CODE.BASKETBALL_TEXT_LIVE_CANCEL]: "tlive",
};

const SCORE_CODES: ReadonlySet<number> = new Set([
  SOCKET_CODE.FOOTBALL_SCORE,
  SOCKET_CODE.FOOTBALL_STATUS,
  SOCKET_CODE.BASKETBALL_SCORE,
  SOCKET_CODE.BASKETBALL_STATUS,
  SOCKET_CODE.BASKETBALL_OVERTIME,
]);

/** Basketball's 132 stat types (decided): team fouls and timeouts used. */
export const BASKETBALL_STAT = { fouls: 1, timeouts: 2 } as const;

const total = (scores: readonly number[]) => scores.slice(0, 5).reduce((sum, points) => sum + Math.max(0, points), 0);

/** Fouls and timeouts invented from the points scored and the periods played, the same for the same state. */
function basketballStats(seed: number, match: SimMatch): kanqiu.StatObj.$Properties[] {
  const points = total(match.homeScores) + total(match.awayScores);
  if (points === 0) return [];
  const periods = match.homeScores.slice(0, 5).filter((_, i) => (match.homeScores[i] ?? 0) + (match.awayScores[i] ?? 0) > 0).length;
  const tilt = (side: number, spread: number) => hashSeed(seed, match.id, side) % spread;
  const fouls = (side: number) => Math.floor(points / 9) + tilt(side, 4);
  const timeouts = (side: number) => Math.min(7, periods + (tilt(side + 2, 3) > 0 ? 1 : 0));
  return [
    { type: BASKETBALL_STAT.fouls, home: fouls(0), away: fouls(1) },
    { type: BASKETBALL_STAT.timeouts, home: timeouts(0), away: timeouts(1) },
  ];
}

/** The catalogue's incident 13 (half score), used for each basketball period's score. */
const PERIOD_SCORE = 13;

/** Basketball's 142 (decided): one half-score incident (13) per period played, `time` the period (1–4, 5 overtime). */
function basketballTlive(match: SimMatch): kanqiu.Incident.$Properties[] {
  const incidents: kanqiu.Incident.$Properties[] = [];
  for (let i = 0; i < 5; i += 1) {
    const home = match.homeScores[i] ?? 0;
    const away = match.awayScores[i] ?? 0;
    if (home + away > 0) incidents.push({ type: PERIOD_SCORE, position: 0, time: i + 1, homeScore: home, awayScore: away });
  }
  return incidents;
}

export interface MatchSubscriptions {
  /** Handles a subscribe or cancel; false when the code is not one. */
  receive(message: kanqiu.SocketMessage): boolean;
  /** Whether an engine frame goes to this socket for its detail subscription. */
  wants(frame: SimFrame): boolean;
  /** After an engine frame: fresh stats or text live of its match, if they changed. */
  refresh(frame: SimFrame): void;
  /** How many match details (20/120) this socket holds. */
  detailCount(): number;
  clear(): void;
}

export function createMatchSubscriptions(backend: SimBackend, send: (bytes: Uint8Array) => void): MatchSubscriptions {
  const held: Record<Kind, Set<number>> = { detail: new Set(), stats: new Set(), tlive: new Set() };
  // What was last sent per match, so an unchanged state is not sent again.
  const lastSent = new Map<string, string>();

  const encode = (message: kanqiu.SocketMessage.$Properties) => kanqiu.SocketMessage.encode(message).finish();
  const sendChanged = (key: string, message: kanqiu.SocketMessage.$Properties, payload: unknown) => {
    const text = JSON.stringify(payload);
    if (lastSent.get(key) === text) return;
    lastSent.set(key, text);
    send(encode(message));
  };

  function sendStats(match: SimMatch) {
    const football = match.sport === "football";
    const { world } = backend;
    const stats = football ? matchDetail(world.seed, match, world.team(match.homeTeamId), world.team(match.awayTeamId)).stats : basketballStats(world.seed, match);
    const type = football ? SOCKET_CODE.FOOTBALL_STATS : SOCKET_CODE.BASKETBALL_STATS;
    sendChanged(`stats:${match.id}`, { type, matchId: match.id, sportType: SPORT_TYPE[match.sport], timestamp: backend.now(), statList: { stats } }, stats);
  }

  function sendTlive(match: SimMatch) {
    const football = match.sport === "football";
    const { world } = backend;
    const incidents = football
      ? matchDetail(world.seed, match, world.team(match.homeTeamId), world.team(match.awayTeamId)).incidents
      : basketballTlive(match);
    const type = football ? SOCKET_CODE.FOOTBALL_TEXT_LIVE : SOCKET_CODE.BASKETBALL_TEXT_LIVE;
    sendChanged(`tlive:${match.id}`, { type, matchId: match.id, sportType: SPORT_TYPE[match.sport], timestamp: backend.now(), tliveList: { incidents } }, incidents);
  }

  function answer(kind: Kind, match: SimMatch) {
    if (kind === "detail") {
      const status = match.sport === "football" ? SOCKET_CODE.FOOTBALL_STATUS : SOCKET_CODE.BASKETBALL_STATUS;
      send(encode(scoreMessage(match, status, backend.now())));
    } else if (kind === "stats") sendStats(match);
    else sendTlive(match);
  }

  return {
    receive(message) {
      const subscribed = SUBSCRIBE[message.type];
      const cancelled = CANCEL[message.type];
      if (!subscribed && !cancelled) return false;
      const match = backend.world.match(message.matchId);
      if (!match) return true; // an unknown match has nothing to send
      if (cancelled) {
        held[cancelled].delete(match.id);
        lastSent.delete(`${cancelled}:${match.id}`);
        return true;
      }
      held[subscribed!].add(match.id);
      lastSent.delete(`${subscribed}:${match.id}`);
      answer(subscribed!, match);
      return true;
    },
    wants(frame) {
      return SCORE_CODES.has(frame.message.type ?? 0) && held.detail.has(frame.message.matchId ?? 0);
    },
    refresh(frame) {
      const matchId = frame.message.matchId ?? 0;
      if (!SCORE_CODES.has(frame.message.type ?? 0)) return;
      const match = (held.stats.has(matchId) || held.tlive.has(matchId)) && backend.world.match(matchId);
      if (!match) return;
      if (held.stats.has(matchId)) sendStats(match);
      if (held.tlive.has(matchId)) sendTlive(match);
    },
    detailCount: () => held.detail.size,
    clear() {
      for (const set of Object.values(held)) set.clear();
      lastSent.clear();
    },
  };
}
