// Anchors' picks on one match (docs/api-calls.md "Match centre", matchPredictions): each anchor's
// pick is drawn from the match and the anchor, priced from the lead company's opening line, and
// settled from the final score once the match is finished.
import { hashSeed, Random } from "../random";
import type { OddsKind } from "./odds";

export type Selection = "home" | "draw" | "away" | "over" | "under";

export interface Pick {
  kind: OddsKind;
  selection: Selection;
  line: number;
  odds: number;
}

/** 0 pending, 1 hit, 2 miss, 3 push. */
export type PickResult = 0 | 1 | 2 | 3;

export interface PickInput {
  seed: number;
  matchId: number;
  sport: "football" | "basketball";
  homeTeamName: string;
  awayTeamName: string;
  /** Kick-off, ms. */
  kickoffAt: number;
  now: number;
  /** The lead company's opening values by kind. */
  opening: ReadonlyMap<OddsKind, readonly number[]>;
  /** The final score, once the match is finished. */
  final: { home: number; away: number } | null;
}

export interface AnchorPick {
  predictionId: number;
  title: string;
  publishedAt: number;
  pick: Pick;
  result: PickResult;
}

const TITLES = ["{h}主场强势，稳胆推荐", "{h} vs {a}：盘口深度解析", "数据说话，{a}客场不败？", "今日重心，{h} vs {a}", "进球数看好，大小球思路", "临场变盘解读 {h} vs {a}"];

/** Settles a pick against the final score: whole lines can push, half lines cannot. */
export function settlePick(pick: Pick, final: { home: number; away: number }): Exclude<PickResult, 0> {
  const outcome = (diff: number): Exclude<PickResult, 0> => (diff > 0 ? 1 : diff < 0 ? 2 : 3);
  const margin = final.home - final.away;
  switch (pick.kind) {
    case "europe":
    case "moneyline": {
      const won = margin > 0 ? "home" : margin < 0 ? "away" : "draw";
      return won === pick.selection ? 1 : 2;
    }
    case "asia":
    case "spread": {
      const cover = margin - pick.line; // the line the home side gives
      return outcome(pick.selection === "home" ? cover : -cover);
    }
    case "overUnder":
    case "total": {
      const over = final.home + final.away - pick.line;
      return outcome(pick.selection === "over" ? over : -over);
    }
  }
}

export function anchorPick(input: PickInput, customId: number): AnchorPick {
  const rng = new Random(hashSeed(input.seed, "pick", input.matchId, customId));
  const kinds = [...input.opening.keys()];
  const kind = rng.pick(kinds);
  const values = input.opening.get(kind) ?? [];
  let pick: Pick;
  if (kind === "europe" || kind === "moneyline") {
    const index = rng.int(0, values.length - 1);
    const selection: Selection = index === 0 ? "home" : index === values.length - 1 ? "away" : "draw";
    pick = { kind, selection, line: 0, odds: values[index] ?? 2 };
  } else {
    const first = rng.chance(0.5);
    // Picks take whole or half lines (a quarter line is rounded to the nearer half).
    const line = Math.round((values[1] ?? 0) * 2) / 2;
    const water = first ? values[0] : values[2];
    const sides: [Selection, Selection] = kind === "asia" || kind === "spread" ? ["home", "away"] : ["over", "under"];
    pick = { kind, selection: first ? sides[0] : sides[1], line, odds: Math.round(((water ?? 0.9) + 1) * 100) / 100 };
  }
  const latest = Math.min(input.kickoffAt - 30 * 60_000, input.now - 60_000);
  const publishedAt = latest - rng.int(0, 20 * 60) * 60_000;
  const title = rng.pick(TITLES).replace("{h}", input.homeTeamName).replace("{a}", input.awayTeamName);
  return {
    predictionId: customId * 100_000 + (input.matchId % 100_000),
    title,
    publishedAt,
    pick,
    result: input.final ? settlePick(pick, input.final) : 0,
  };
}

/** The extra anchors (beyond the match's living and preview anchors) who published a pick: 2–4. */
export function extraPickers(seed: number, matchId: number, candidates: readonly number[]): number[] {
  const rng = new Random(hashSeed(seed, "pickers", matchId));
  return rng.shuffle([...candidates]).slice(0, rng.int(2, 4));
}
