// Lines as score sites write them (docs/product-rules.md "Match centre"): Asian handicaps in words
// (平手, 平/半, 半球 …, 受 when the home side receives), goal lines with quarter steps as "2.5/3",
// basketball spreads signed for the home side. The 指数 tab and every pick read them.

const GOALS = ["平手", "一球", "两球", "三球", "四球", "五球", "六球", "七球"];
const HALVES = ["半球", "球半", "两球半", "三球半", "四球半", "五球半", "六球半", "七球半"];

/** The name of a handicap of `n` half-goals (0 平手, 1 半球, 2 一球, 3 球半 …). */
function halfGoalName(n: number): string {
  return n % 2 === 0 ? (GOALS[n / 2] ?? `${n / 2}球`) : (HALVES[(n - 1) / 2] ?? `${n / 2}球`);
}

/** A name inside a quarter handicap: 平手 → 平, 半球 → 半, 一球 → 一; 球半 and 两球半 stay. */
function short(name: string): string {
  if (name === "平手") return "平";
  if (name === "半球") return "半";
  return name.endsWith("球") ? name.slice(0, -1) : name;
}

/** A football handicap the home side gives (negative: receives), e.g. 0.25 → 平/半, −1 → 受一球. */
export function handicapText(line: number): string {
  if (!Number.isFinite(line)) return "-";
  const quarters = Math.round(Math.abs(line) * 4);
  const prefix = line < 0 && quarters > 0 ? "受" : "";
  const name = quarters % 2 === 0 ? halfGoalName(quarters / 2) : `${short(halfGoalName((quarters - 1) / 2))}/${short(halfGoalName((quarters + 1) / 2))}`;
  return prefix + name;
}

/** A goal or points line: 2.5, and quarter steps as their two halves, 2.75 → 2.5/3. */
export function lineText(line: number): string {
  if (!Number.isFinite(line)) return "-";
  const quarters = Math.round(line * 4);
  if (quarters % 2 === 0) return String(quarters / 4);
  return `${(quarters - 1) / 4}/${(quarters + 1) / 4}`;
}

/** A basketball spread: the points the home side gives, signed as score sites show it (−3.5: home gives 3.5). */
export function spreadText(line: number): string {
  if (!Number.isFinite(line)) return "-";
  return line === 0 ? "0" : line > 0 ? `-${line}` : `+${-line}`;
}
