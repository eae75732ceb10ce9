// The simulated product API as the transports see it: the core (world + engine), the payload
// key, per-run state, and one frame hub that sockets listen to. Frames come from the live engine
// or, in replay mode, from a recording. Transport-free: the Vite host and MSW both use it.
import { AccountState, bearerToken } from "./accounts/account-state";
import { SIM_PAYLOAD_KEY } from "#wire";
import {
  createSimCore,
  renderCompetitionLogoPng,
  renderTeamLogoPng,
  type FrameAudience,
  type FrameListener,
  type LogoKind,
  type MatchListPayload,
  type SimCore,
  type SimCoreOptions,
  type SimFrame,
  type Sport,
} from "./core";
import { createSocketRegistry, type SocketRegistry } from "./ws/socket-registry";

export type { FrameAudience, SimFrame };
export type SimSport = Sport;

export interface SimBackendOptions extends SimCoreOptions {
  payloadKey?: string;
  /** Frames come from a replay, not the engine (the engine's state still answers HTTP). */
  replayMode?: boolean;
  /** Access-token lifetime in seconds (SIM_ACCESS_TOKEN_TTL); default 120. */
  accessTokenTtlSeconds?: number;
  /** Wall clock for SMS codes, tokens and online reports (not simulated time); default Date.now. */
  wallClock?: () => number;
  /** Where sent SMS codes are printed; default console.log. */
  smsLog?: (line: string) => void;
}

/** The sim as if stopped and restarted (tests of reconnects): while down, sockets are dropped and refused and API calls answer 503. */
export interface SimOutage {
  readonly down: boolean;
  set(down: boolean): void;
  /** Called when the sim goes down; returns the unsubscribe. */
  onDown(listener: () => void): () => void;
}

function createOutage(): SimOutage {
  let down = false;
  const listeners = new Set<() => void>();
  return {
    get down() {
      return down;
    },
    set(next) {
      if (next === down) return;
      down = next;
      if (down) for (const listener of listeners) listener();
    },
    onDown(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface SimBackend {
  readonly core: SimCore;
  readonly outage: SimOutage;
  readonly world: SimCore["world"];
  readonly engine: SimCore["engine"];
  readonly payloadKey: string;
  readonly sockets: SocketRegistry;
  /** Accounts, codes, tokens, follows and uploads of this run. */
  readonly accounts: AccountState;
  /** Simulated time, unix ms. */
  now(): number;
  onFrame(listener: FrameListener): () => void;
  /** Pushes a frame to every socket that should get it (engine, replay and control calls). */
  emit(frame: SimFrame): void;
  logoSvg(kind: LogoKind, id: number): string;
  /** PNG of a competition logo (football, basketball or esports); a grey shield for an unknown id. */
  competitionLogoPng(id: number): Uint8Array;
  /** PNG of a team logo (football, basketball or esports): a ringed disc in its colour; grey for an unknown id. */
  teamLogoPng(id: number): Uint8Array;
  encodeMatchList(payload: MatchListPayload): Uint8Array;
  /** Match ids the caller (by Authorization header) follows; none for a guest. */
  followedMatchIds(sport: SimSport, authorization: string | undefined): number[];
}

export function createSimBackend(options: SimBackendOptions = {}): SimBackend {
  const { payloadKey = SIM_PAYLOAD_KEY, replayMode = false, accessTokenTtlSeconds, wallClock, smsLog, ...coreOptions } = options;
  const core = createSimCore(coreOptions);
  const accounts = new AccountState(core.world, { accessTokenTtlSeconds, now: wallClock, smsLog });
  const listeners = new Set<FrameListener>();
  const emit = (frame: SimFrame) => {
    for (const listener of listeners) listener(frame);
  };
  if (!replayMode) core.engine.onFrame(emit);

  return {
    core,
    outage: createOutage(),
    world: core.world,
    engine: core.engine,
    payloadKey,
    sockets: createSocketRegistry(),
    accounts,
    now: () => core.engine.now(),
    onFrame(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit,
    logoSvg: (kind, id) =>
      core.world.logoSvg(kind, id) ?? accounts.logoSvg(kind, id) ?? core.world.logoSvg("avatar", 0) ?? "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    competitionLogoPng: (id) =>
      renderCompetitionLogoPng(core.world.competition(id)?.color ?? accounts.competitionLogoColor(id) ?? "#A7A7AE"),
    teamLogoPng: (id) => renderTeamLogoPng(core.world.team(id)?.color ?? accounts.teamLogoColor(id) ?? "#A7A7AE"),
    encodeMatchList: (payload) => core.world.encodeMatchList(payload),
    followedMatchIds: (sport, authorization) => accounts.followedMatchIds(sport, bearerToken(authorization)),
  };
}
