// The anchor's prediction record: the latest and monthly single-pick hit rates (rounded percents
// within 0–100, with the hits behind them), the best multi-pick odds and the streak tags; 近期无预测
// when the anchor has made no predictions lately.
import { hasPredictions, hitRatePercent, streakSourceOf, type AnchorInfo } from "@/entities/anchor";
import { StreakTags } from "@/entities/prediction";
import classes from "./anchor-homepage.module.css";

interface RateLike {
  baseCount: number;
  hitCount: number;
  rate?: number | null;
}

function RateTile({ label, rate }: { label: string; rate: RateLike | null | undefined }) {
  const percent = hitRatePercent(rate);
  return (
    <div className={classes.rateTile} data-testid="hit-rate">
      <span className={classes.rateLabel}>{label}</span>
      <span className={classes.rateValue}>{percent === null ? "--" : `${percent}%`}</span>
      <span className={classes.rateBar} aria-hidden>
        <span style={{ width: `${percent ?? 0}%` }} />
      </span>
      <span className={classes.rateDetail}>{rate && rate.baseCount > 0 ? `${rate.baseCount}场中${rate.hitCount}场` : "暂无场次"}</span>
    </div>
  );
}

export function PredictionRecord({ anchor }: { anchor: AnchorInfo }) {
  const data = anchor.anchorPredictionData;
  return (
    <section className={classes.panel} aria-labelledby="anchor-record" data-testid="anchor-record">
      <h2 id="anchor-record" className={classes.panelTitle}>
        预测战绩
      </h2>
      {hasPredictions(anchor) ? (
        <>
          <div className={classes.rateGrid}>
            <RateTile label="近期命中率" rate={data?.singleLatestHitRate} />
            <RateTile label="本月命中率" rate={data?.singleMonthHitRate} />
          </div>
          <dl className={classes.recordFacts}>
            <div>
              <dt>预测等级</dt>
              <dd>{anchor.predictionLevel > 0 ? `Lv.${anchor.predictionLevel}` : "--"}</dd>
            </div>
            <div>
              <dt>最高串关赔率</dt>
              <dd>{data && data.multiMaxOdds > 0 ? Math.round(data.multiMaxOdds) : "--"}</dd>
            </div>
          </dl>
          <div className={classes.recordTags}>
            <StreakTags source={{ ...streakSourceOf(anchor), anchorPredictionData: null }} />
          </div>
        </>
      ) : (
        <p className={classes.noRecord}>近期无预测</p>
      )}
    </section>
  );
}
