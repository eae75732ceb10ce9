// Data for the naive baseline: today's football list over the binary list call and score pushes
// over a bare WebSocket, both with the generated codec and the sim's signing scheme. No effector,
// no TanStack: the baseline is what a first, unoptimised list would look like.
import { SIM_API_PREFIX, SIM_PAYLOAD_KEY, SOCKET_PATH } from "#wire";
import { kanqiu } from "#wire/codec";
import { buildSignedSocketUrl } from "#wire/cipher";

export interface BaselineMatch {
  matchId: number;
  competition: string;
  color: string;
  matchTime: number;
  statusId: number;
  goingTime: number;
  home: string;
  away: string;
  /** Football: 0 total, 1 half-time, 2 red, 3 yellow, 4 corners. */
  homeScores: number[];
  awayScores: number[];
}

export type ScoreUpdate = Pick<BaselineMatch, "matchId" | "statusId" | "goingTime" | "homeScores" | "awayScores">;

/** The runner greps the app's bundle for this text to prove the baseline never ships in it. */
export const BASELINE_MARKER = "kanqiu-bench-naive-baseline";

const FOOTBALL_LIST_SUBSCRIBE = 10;
const PING = 1;
const FOOTBALL_SCORE = 12;
const FOOTBALL_STATUS = 13;

/** Sections like the app's: in play, not started, other (postponed…), finished. */
export function statusOrder(statusId: number): number {
  if (statusId >= 2 && statusId <= 7) return 0;
  if (statusId === 1) return 1;
  if (statusId === 8) return 3;
  return 2;
}

export async function loadFootballToday(): Promise<BaselineMatch[]> {
  const reply = await fetch(`${SIM_API_PREFIX}/v1/football/realtimeMatch_b`, {
    method: "POST",
    headers: { "Content-Type": "application/json", scope: "web" },
    body: "{}",
  });
  const payload = kanqiu.MatchListPayload.decode(new Uint8Array(await reply.arrayBuffer()));
  const competitions = new Map(payload.cArr.map((c) => [c.id, c]));
  const teams = new Map(payload.tArr.map((t) => [t.id, t.name]));
  const matches: BaselineMatch[] = payload.matches.map((m) => {
    const i = m.iArr ?? [];
    const competition = competitions.get(i[1] ?? 0);
    return {
      matchId: i[0] ?? 0,
      competition: competition?.shortName || competition?.name || "",
      color: competition?.color ?? "",
      matchTime: i[4] ?? 0,
      statusId: i[5] ?? 0,
      goingTime: i[9] ?? 0,
      home: teams.get(i[2] ?? 0) ?? "",
      away: teams.get(i[3] ?? 0) ?? "",
      homeScores: m.homeScore ?? [],
      awayScores: m.awayScore ?? [],
    };
  });
  return matches.sort((a, b) => statusOrder(a.statusId) - statusOrder(b.statusId) || a.matchTime - b.matchTime);
}

/** Opens the socket, subscribes the football list and calls back per score/status push. */
export function openScoreFeed(onScore: (update: ScoreUpdate) => void): () => void {
  const base = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${SOCKET_PATH}`;
  const ws = new WebSocket(buildSignedSocketUrl(base, SIM_PAYLOAD_KEY, Date.now() / 1000));
  ws.binaryType = "arraybuffer";
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const send = (message: kanqiu.ISocketMessage) => ws.send(kanqiu.SocketMessage.encode(message).finish());
  ws.onopen = () => {
    send({ type: FOOTBALL_LIST_SUBSCRIBE });
    heartbeat = setInterval(() => send({ type: PING, timestamp: Date.now() }), 60_000);
  };
  ws.onmessage = (event: MessageEvent<ArrayBuffer>) => {
    const message = kanqiu.SocketMessage.decode(new Uint8Array(event.data));
    const score = message.scoreObj;
    if ((message.type !== FOOTBALL_SCORE && message.type !== FOOTBALL_STATUS) || !score) return;
    onScore({
      matchId: message.matchId || score.matchId || 0,
      statusId: score.statusId ?? 0,
      goingTime: score.goingTime ?? 0,
      homeScores: score.homeScore ?? [],
      awayScores: score.awayScore ?? [],
    });
  };
  return () => {
    clearInterval(heartbeat);
    ws.close();
  };
}
