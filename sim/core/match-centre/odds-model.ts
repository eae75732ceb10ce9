// Fair prices of a match at one moment (docs/api-calls.md "Match centre"): the chance of each
// result given the score so far and what is left to play, from the two teams' strengths. Football
// uses independent Poisson goals; basketball a normal margin around the expected points.

/** A moment of the match: the share of regulation played (0–1) and the score then. */
export interface OddsMoment {
  played: number;
  home: number;
  away: number;
}

export interface FairLines {
  /** Win probabilities: football [home, draw, away]; basketball [home, away]. */
  result: number[];
  /** Expected final margin (home − away) and total. */
  margin: number;
  total: number;
  /** How far one unit of line moves the chance to cover, for pricing waters. */
  unitShift: number;
}

const MIN_LEFT = 0.04;

function poisson(mean: number, k: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p *= mean / i;
  return p;
}

export function footballFair(homeStrength: number, awayStrength: number, at: OddsMoment): FairLines {
  const left = Math.max(MIN_LEFT, 1 - at.played);
  const lh = 1.35 * Math.exp(0.7 * (homeStrength - awayStrength) + 0.1) * left;
  const la = 1.15 * Math.exp(0.7 * (awayStrength - homeStrength)) * left;
  const result = [0, 0, 0];
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 10; j++) {
      const p = poisson(lh, i) * poisson(la, j);
      const diff = at.home + i - (at.away + j);
      result[diff > 0 ? 0 : diff === 0 ? 1 : 2]! += p;
    }
  }
  const sum = result[0]! + result[1]! + result[2]!;
  return {
    result: result.map((p) => p / sum),
    margin: at.home - at.away + lh - la,
    total: at.home + at.away + lh + la,
    unitShift: 0.9,
  };
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** `pointsPerTeam`: a team's expected points over regulation at even strength. */
export function basketballFair(homeStrength: number, awayStrength: number, pointsPerTeam: number, at: OddsMoment): FairLines {
  const left = Math.max(MIN_LEFT, 1 - at.played);
  const edge = 0.06 * (homeStrength - awayStrength) + 0.015;
  const ph = pointsPerTeam * (1 + edge) * left;
  const pa = pointsPerTeam * (1 - edge) * left;
  const sd = 12 * Math.sqrt(left) + 0.5;
  const margin = at.home - at.away + ph - pa;
  const home = normalCdf(margin / sd);
  return { result: [home, 1 - home], margin, total: at.home + at.away + ph + pa, unitShift: 0.06 };
}
