// An anchor found by name: avatar (ringed while living), nickname, levels, 直播中, prediction tags
// (hit rate where given); opens the anchor's homepage in a new tab.
import { Avatar } from "@mantine/core";
import { StreakTags } from "@/entities/prediction";
import { ROUTES } from "@/shared/routes";
import type { AnchorSearchItem } from "../api/search-items";
import { SEARCH_TEXTS } from "../config/search-texts";
import classes from "./search.module.css";

export function AnchorResultRow({ item }: { item: AnchorSearchItem }) {
  const living = item.livingStatus === 1;
  return (
    <a className={classes.row} href={ROUTES.personalHomepage.href(item.customerId)} target="_blank" rel="noopener noreferrer" data-testid="anchor-result">
      <span className={classes.avatar} data-living={living || undefined}>
        <Avatar src={item.avatar || null} alt="" size={40} radius="xl" />
      </span>
      <span className={classes.info}>
        <span className={classes.nameLine}>
          <span className={classes.name} data-testid="anchor-result-name">
            {item.nickname}
          </span>
          <span className={classes.level}>Lv.{item.anchorLevel}</span>
          {item.predictionLevel > 0 && <span className={classes.prediction}>预测Lv.{item.predictionLevel}</span>}
          {living && <span className={classes.liveBadge}>{SEARCH_TEXTS.living}</span>}
        </span>
        <StreakTags source={item} />
      </span>
    </a>
  );
}
