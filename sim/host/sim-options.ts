// The sim's knobs, read from the environment of `npm start` / `vite preview` (see README).
export interface SimHostOptions {
  seed: number;
  /** Simulated seconds per real second. */
  speed: number;
  footballPerDay: number;
  basketballPerDay: number;
  /** Football competitions in the catalogue (the menu bench asks for 500). */
  footballCompetitions: number;
  /** Extra football score frames per simulated second (load for benchmarks). */
  messagesPerSecond: number;
  /** Extra basketball score frames per simulated second (load for benchmarks). */
  basketballMessagesPerSecond: number;
  /** Write every pushed frame to this JSON-lines file. */
  recordPath?: string;
  /** Replay this recording to sockets instead of running the live engine. */
  replayPath?: string;
  /** Access-token lifetime, seconds (short so the client's refresh path runs in normal use). */
  accessTokenTtlSeconds: number;
}

const num = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) ? parsed : fallback;
};

export function readSimHostOptions(env: NodeJS.ProcessEnv = process.env): SimHostOptions {
  return {
    seed: num(env.SIM_SEED, 20261121),
    speed: num(env.SIM_SPEED, 1),
    footballPerDay: num(env.SIM_FOOTBALL_PER_DAY, 3000),
    basketballPerDay: num(env.SIM_BASKETBALL_PER_DAY, 600),
    footballCompetitions: num(env.SIM_FOOTBALL_COMPETITIONS, 440),
    messagesPerSecond: num(env.SIM_MESSAGES_PER_SECOND, 0),
    basketballMessagesPerSecond: num(env.SIM_BASKETBALL_MESSAGES_PER_SECOND, 0),
    recordPath: env.SIM_RECORD || undefined,
    replayPath: env.SIM_REPLAY || undefined,
    accessTokenTtlSeconds: Math.max(1, num(env.SIM_ACCESS_TOKEN_TTL, 120)),
  };
}
