// The data library's ranking types (docs/api-calls.md "Rankings"): player rankings, 31 football
// and 25 basketball stat types, and team rankings. The sim ranks by them and the client labels
// them, so both read this one table. `unit`: how a value is written (count, per game, percent,
// minutes, rating); `order`: which end ranks first.
export type RankUnit = "count" | "perGame" | "percent" | "minutes" | "rating";

export interface RankType {
  key: string;
  label: string;
  group: string;
  unit: RankUnit;
  order: "desc" | "asc";
}

const t = (key: string, label: string, group: string, unit: RankUnit = "count", order: "desc" | "asc" = "desc"): RankType => ({ key, label, group, unit, order });

export const FOOTBALL_PLAYER_RANKS: readonly RankType[] = [
  t("goals", "进球", "进攻"),
  t("assists", "助攻", "进攻"),
  t("shots", "射门", "进攻"),
  t("shotsOnTarget", "射正", "进攻"),
  t("shotAccuracy", "射正率", "进攻", "percent"),
  t("penaltyGoals", "点球", "进攻"),
  t("bigChancesCreated", "创造良机", "进攻"),
  t("dribbles", "过人", "进攻"),
  t("offsides", "越位", "进攻"),
  t("passes", "传球", "组织"),
  t("passAccuracy", "传球成功率", "组织", "percent"),
  t("keyPasses", "关键传球", "组织"),
  t("crosses", "传中", "组织"),
  t("longBalls", "长传", "组织"),
  t("tackles", "抢断", "防守"),
  t("interceptions", "拦截", "防守"),
  t("clearances", "解围", "防守"),
  t("blocks", "封堵", "防守"),
  t("duelsWon", "对抗成功", "防守"),
  t("aerialsWon", "争顶成功", "防守"),
  t("saves", "扑救", "门将"),
  t("cleanSheets", "零封", "门将"),
  t("goalsConceded", "失球", "门将", "count", "asc"),
  t("fouls", "犯规", "纪律"),
  t("wasFouled", "被犯规", "纪律"),
  t("yellowCards", "黄牌", "纪律"),
  t("redCards", "红牌", "纪律"),
  t("appearances", "出场", "出场"),
  t("starts", "首发", "出场"),
  t("minutesPlayed", "出场时间", "出场", "minutes"),
  t("rating", "评分", "出场", "rating"),
];

export const BASKETBALL_PLAYER_RANKS: readonly RankType[] = [
  t("points", "得分", "得分", "perGame"),
  t("fieldGoalsMade", "投篮命中", "得分", "perGame"),
  t("fieldGoalsAttempted", "投篮出手", "得分", "perGame"),
  t("fieldGoalPct", "投篮命中率", "得分", "percent"),
  t("threesMade", "三分命中", "得分", "perGame"),
  t("threesAttempted", "三分出手", "得分", "perGame"),
  t("threePct", "三分命中率", "得分", "percent"),
  t("twosMade", "两分命中", "得分", "perGame"),
  t("twosAttempted", "两分出手", "得分", "perGame"),
  t("twoPct", "两分命中率", "得分", "percent"),
  t("freeThrowsMade", "罚球命中", "得分", "perGame"),
  t("freeThrowsAttempted", "罚球出手", "得分", "perGame"),
  t("freeThrowPct", "罚球命中率", "得分", "percent"),
  t("rebounds", "篮板", "篮板", "perGame"),
  t("offensiveRebounds", "前场篮板", "篮板", "perGame"),
  t("defensiveRebounds", "后场篮板", "篮板", "perGame"),
  t("assists", "助攻", "组织", "perGame"),
  t("turnovers", "失误", "组织", "perGame", "asc"),
  t("steals", "抢断", "防守", "perGame"),
  t("blocks", "盖帽", "防守", "perGame"),
  t("fouls", "犯规", "防守", "perGame", "asc"),
  t("court", "出场", "出场"),
  t("first", "首发", "出场"),
  t("minutes", "出场时间", "出场", "perGame"),
  t("doubleDoubles", "两双", "出场"),
];

export const FOOTBALL_TEAM_RANKS: readonly RankType[] = [
  t("goals", "进球", "进攻", "perGame"),
  t("goalsAgainst", "失球", "防守", "perGame", "asc"),
  t("goalDifference", "净胜球", "综合"),
  t("wins", "胜场", "综合"),
  t("cleanSheets", "零封", "防守"),
  t("shots", "射门", "进攻", "perGame"),
  t("shotsOnTarget", "射正", "进攻", "perGame"),
  t("possession", "控球率", "组织", "percent"),
  t("passes", "传球", "组织", "perGame"),
  t("yellowCards", "黄牌", "纪律"),
  t("redCards", "红牌", "纪律"),
];

export const BASKETBALL_TEAM_RANKS: readonly RankType[] = [
  t("points", "得分", "进攻", "perGame"),
  t("pointsAgainst", "失分", "防守", "perGame", "asc"),
  t("pointDifference", "净胜分", "综合", "perGame"),
  t("wins", "胜场", "综合"),
  t("rebounds", "篮板", "篮板", "perGame"),
  t("assists", "助攻", "组织", "perGame"),
  t("steals", "抢断", "防守", "perGame"),
  t("blocks", "盖帽", "防守", "perGame"),
  t("turnovers", "失误", "组织", "perGame", "asc"),
  t("threesMade", "三分命中", "进攻", "perGame"),
];

/** rankSize: football 30; basketball 100 by default (docs/product-rules.md "Constants"). */
export const RANK_SIZE = { football: 30, basketball: 100, max: 200 } as const;

export const playerRanksOf = (sport: "football" | "basketball") => (sport === "football" ? FOOTBALL_PLAYER_RANKS : BASKETBALL_PLAYER_RANKS);
export const teamRanksOf = (sport: "football" | "basketball") => (sport === "football" ? FOOTBALL_TEAM_RANKS : BASKETBALL_TEAM_RANKS);
