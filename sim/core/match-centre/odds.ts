// The odds of a match (docs/api-calls.md "Match centre"): eight companies, each kind's line re-priced
// at fixed moments (six times over the two days before kick-off, then at the in-play moments the
// caller gives), so the history of a line, its opening and its current value always agree. Nothing
// is stored: the same match, state and time give the same book.
import { hashSeed, Random } from "../random";
import { basketballFair, footballFair, type FairLines, type OddsMoment } from "./odds-model";

export const ODDS_COMPANIES: ReadonlyArray<{ companyId: number; companyName: string }> = [
  { companyId: 1, companyName: "金盘" },
  { companyId: 2, companyName: "银河" },
  { companyId: 3, companyName: "星辰" },
  { companyId: 4, companyName: "北极" },
  { companyId: 5, companyName: "海峡" },
  { companyId: 6, companyName: "长城" },
  { companyId: 7, companyName: "东方" },
  { companyId: 8, companyName: "凯旋" },
];

export const FOOTBALL_ODDS_KINDS = ["europe", "asia", "overUnder"] as const;
export const BASKETBALL_ODDS_KINDS = ["moneyline", "spread", "total"] as const;
export type OddsKind = (typeof FOOTBALL_ODDS_KINDS)[number] | (typeof BASKETBALL_ODDS_KINDS)[number];

export interface InPlayMoment {
  /** ms */
  time: number;
  /** Minute of play (basketball: game minutes played). */
  minute: number;
  moment: OddsMoment;
}

export interface OddsInput {
  seed: number;
  matchId: number;
  sport: "football" | "basketball";
  homeStrength: number;
  awayStrength: number;
  /** Basketball: a team's expected points over regulation. */
  pointsPerTeam: number;
  /** Scheduled kick-off, ms. */
  kickoffAt: number;
  now: number;
  /** In-play re-pricings, oldest first; empty before kick-off. */
  inPlay: readonly InPlayMoment[];
}

export interface OddsChange {
  time: number;
  minute: number;
  homeScore: number;
  awayScore: number;
  values: number[];
}

export interface OddsMarket {
  kind: OddsKind;
  opening: number[];
  current: number[];
}

export interface OddsCompany {
  companyId: number;
  companyName: string;
  markets: OddsMarket[];
}

const HOUR_MS = 3_600_000;
const PRE_STEPS = 6;
const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

interface CompanyTraits {
  margin: number;
  waterSum: number;
  /** −1…1: how the opening leans (fades to nothing by kick-off). */
  bias: number;
  rng: Random;
}

function traitsOf(input: OddsInput, companyId: number, kind: OddsKind): CompanyTraits {
  const rng = new Random(hashSeed(input.seed, "odds", input.matchId, companyId, kind));
  return { margin: rng.float(0.05, 0.09), waterSum: rng.float(1.84, 1.92), bias: rng.float(-1, 1), rng };
}

function fairAt(input: OddsInput, moment: OddsMoment): FairLines {
  return input.sport === "football"
    ? footballFair(input.homeStrength, input.awayStrength, moment)
    : basketballFair(input.homeStrength, input.awayStrength, input.pointsPerTeam, moment);
}

/** One kind's values for a fair book; `lean` is the company's leftover opening bias (0 at kick-off). */
function price(kind: OddsKind, fair: FairLines, traits: CompanyTraits, lean: number, floor: number): number[] {
  const noise = () => traits.rng.float(-0.02, 0.02);
  const step = kind === "asia" || kind === "overUnder" ? 0.25 : 0.5;
  const lineShift = (kind === "spread" || kind === "total" ? 2.5 : 0.25) * lean;
  const waters = (line: number, fairLine: number, sign: 1 | -1) => {
    const first = clamp(traits.waterSum / 2 + sign * (line - fairLine) * fair.unitShift + noise(), 0.55, traits.waterSum - 0.55);
    return [round2(first), round2(traits.waterSum - first)];
  };
  switch (kind) {
    case "europe":
    case "moneyline": {
      const skew = 0.08 * lean;
      const raw = fair.result.map((p, i) => p * (1 + (i === 0 ? skew : i === fair.result.length - 1 ? -skew : 0)) * (1 + noise() / 2));
      const sum = raw.reduce((a, b) => a + b, 0);
      return raw.map((p) => round2(clamp(1 / ((p / sum) * (1 + traits.margin)), 1.01, 67)));
    }
    case "asia":
    case "spread": {
      const target = fair.margin + lineShift;
      const line = Math.round(target / step) * step;
      const [home, away] = waters(line, target, 1);
      return [home!, line, away!];
    }
    case "overUnder":
    case "total": {
      const target = fair.total + lineShift;
      const line = Math.max(Math.round(target / step) * step, floor + step);
      const [over, under] = waters(line, target, 1);
      return [over!, line, under!];
    }
  }
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A company's line of one kind over time, newest first (the last entry is the opening). */
export function oddsChanges(input: OddsInput, companyId: number, kind: OddsKind): OddsChange[] {
  const traits = traitsOf(input, companyId, kind);
  const openAt = Math.min(input.kickoffAt - 48 * HOUR_MS, input.now);
  const lastPre = input.kickoffAt - HOUR_MS / 6;
  const changes: OddsChange[] = [];
  const push = (time: number, minute: number, moment: OddsMoment, lean: number) => {
    const values = price(kind, fairAt(input, moment), traits, lean, moment.home + moment.away);
    const previous = changes.at(-1);
    if (!previous || !same(previous.values, values)) changes.push({ time, minute, homeScore: moment.home, awayScore: moment.away, values });
  };
  const start: OddsMoment = { played: 0, home: 0, away: 0 };
  for (let k = 0; k <= PRE_STEPS; k++) {
    const time = k === 0 ? openAt : Math.round(openAt + ((lastPre - openAt) * k) / PRE_STEPS);
    if (k > 0 && (time > input.now || time <= openAt)) break;
    push(time, 0, start, traits.bias * (1 - k / PRE_STEPS));
  }
  for (const point of input.inPlay) if (point.time <= input.now) push(point.time, point.minute, point.moment, 0);
  return changes.reverse();
}

export function oddsKinds(sport: OddsInput["sport"]): readonly OddsKind[] {
  return sport === "football" ? FOOTBALL_ODDS_KINDS : BASKETBALL_ODDS_KINDS;
}

/** Every company's opening and current lines of the sport's kinds. */
export function oddsBook(input: OddsInput): OddsCompany[] {
  return ODDS_COMPANIES.map(({ companyId, companyName }) => ({
    companyId,
    companyName,
    markets: oddsKinds(input.sport).map((kind) => {
      const changes = oddsChanges(input, companyId, kind);
      return { kind, opening: changes.at(-1)!.values, current: changes[0]!.values };
    }),
  }));
}
