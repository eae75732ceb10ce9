// The home page's entry cards: one per main section of the site.
import { ROUTES } from "@/shared/routes";

export const HOME_SECTIONS = [
  {
    title: "比分",
    to: ROUTES.matchEvents.path,
    description: "足球、篮球全天赛事即时比分，进球、红黄牌与比赛状态实时推送。",
  },
  {
    title: "足球",
    to: ROUTES.football.path,
    description: "足球赛事直播与热门比赛，跟随主播一起看球。",
  },
  {
    title: "篮球",
    to: ROUTES.basketball.path,
    description: "篮球赛事直播与每节比分，关注你喜欢的球队。",
  },
  {
    title: "资料库",
    to: ROUTES.footballMatchData.path,
    description: "联赛积分榜、赛程、球队与球员数据，足球篮球一站查询。",
  },
  {
    title: "预测",
    to: ROUTES.forecast.path,
    description: "主播赛前预测与历史命中率，参考前先看战绩。",
  },
] as const;
