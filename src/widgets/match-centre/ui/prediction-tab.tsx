// 预测: the picks the match's anchors published (living first, then previews, then the rest): the
// anchor (avatar, name, levels, streak tags; the room or homepage in a new tab), the title, the
// pick with its line and odds, and its result once the match is settled.
import { Avatar, Badge } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { pickOddsText, pickText, RESULT_TEXT, StreakTags } from "@/entities/prediction";
import { ROUTES } from "@/shared/routes";
import { matchPredictionsQuery, type MatchPrediction } from "../api/match-predictions-request";
import type { TabProps } from "./match-centre";
import { TabQuery } from "./tab-query";
import classes from "./match-centre.module.css";

function PredictionRow({ item }: { item: MatchPrediction }) {
  const href = item.livingType === "living" ? ROUTES.liveRoom.href({ roomId: item.identifier }) : ROUTES.personalHomepage.href(item.customId);
  const { kind, choice } = pickText(item.pick);
  return (
    <li className={classes.prediction} data-prediction={item.predictionId}>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={item.nickname}>
        <Avatar src={item.avatar || null} alt={item.nickname} size={44} radius="xl" />
      </a>
      <div style={{ minWidth: 0 }}>
        <div className={classes.predictionHead}>
          <a className={classes.nickname} href={href} target="_blank" rel="noopener noreferrer">
            {item.nickname}
          </a>
          {item.livingType === "living" && (
            <Badge size="xs" color="red" variant="filled">
              直播中
            </Badge>
          )}
          {item.livingType === "preview" && (
            <Badge size="xs" color="gray" variant="outline">
              预告
            </Badge>
          )}
          <span className={classes.levels}>{`主播Lv.${item.anchorLevel} · 预测Lv.${Math.max(1, item.predictionLevel)}`}</span>
          <StreakTags source={item} />
        </div>
        <div className={classes.predictionTitle}>{item.title}</div>
        <div className={classes.pick}>
          <span className={classes.pickKind}>{kind}</span>
          <span className={classes.pickChoice}>{choice}</span>
          <span>{pickOddsText(item.pick.odds)}</span>
          <span className={classes.published}>{`发布于 ${dayjs(item.publishedAt).format("MM-DD HH:mm")}`}</span>
        </div>
      </div>
      <span className={classes.result} data-result={item.result}>
        {RESULT_TEXT[item.result]}
      </span>
    </li>
  );
}

export function PredictionTab({ matchId, sport }: TabProps) {
  const query = useQuery(matchPredictionsQuery(sport, matchId));
  return (
    <TabQuery query={query} errorTitle="预测加载失败">
      {(items) =>
        items.length === 0 ? (
          <p className={classes.empty}>暂无主播预测</p>
        ) : (
          <ul className={classes.predictions} aria-label="主播预测">
            {items.map((item) => (
              <PredictionRow key={item.predictionId} item={item} />
            ))}
          </ul>
        )
      }
    </TabQuery>
  );
}
