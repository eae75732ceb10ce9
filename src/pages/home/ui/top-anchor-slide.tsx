// A best-rated anchor in 好评解说: avatar (pulsing while living), name and levels, the latest and
// monthly hit rates, streak tags and the description. Opens the anchor's homepage in a new tab.
import { Avatar } from "@mantine/core";
import { AnchorLevels, hitRatePercent, streakSourceOf, type AnchorInfo } from "@/entities/anchor";
import { StreakTags } from "@/entities/prediction";
import { ROUTES } from "@/shared/routes";
import classes from "./recommend-strip.module.css";

function Rate({ label, value }: { label: string; value: number | null }) {
  return (
    <span className={classes.rate}>
      <span className={classes.rateValue}>{value === null ? "--" : `${value}%`}</span>
      <span className={classes.rateLabel}>{label}</span>
    </span>
  );
}

export function TopAnchorSlide({ anchor }: { anchor: AnchorInfo }) {
  const data = anchor.anchorPredictionData;
  return (
    <a className={classes.slide} href={ROUTES.personalHomepage.href(anchor.customId)} target="_blank" rel="noopener noreferrer" data-testid="recommend-slide" data-kind="anchor">
      <span className={classes.anchorCard}>
        <span className={classes.anchorHead}>
          <span className={anchor.livingStatus ? classes.avatarLive : classes.avatarRing}>
            <Avatar src={anchor.avatar || null} alt="" size={56} radius="xl" />
          </span>
          <span className={classes.infoText}>
            <span className={classes.nameLine}>
              <span className={classes.name}>{anchor.nickname}</span>
              {anchor.livingStatus && <span className={classes.livingTag}>直播中</span>}
            </span>
            <AnchorLevels anchorLevel={anchor.anchorLevel} predictionLevel={anchor.predictionLevel} />
          </span>
        </span>
        <span className={classes.rates}>
          <Rate label="近期命中" value={hitRatePercent(data?.singleLatestHitRate)} />
          <Rate label="本月命中" value={hitRatePercent(data?.singleMonthHitRate)} />
        </span>
        <span className={classes.tags}>
          <StreakTags source={{ ...streakSourceOf(anchor), anchorPredictionData: null }} />
        </span>
        <span className={classes.description}>{anchor.description || "这位主播还没有写简介"}</span>
      </span>
    </a>
  );
}
