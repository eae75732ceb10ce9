// An anchor's two levels as small marks: 主播Lv.n and, once earned, 预测Lv.n.
import classes from "./anchor-levels.module.css";

export function AnchorLevels({ anchorLevel, predictionLevel }: { anchorLevel: number; predictionLevel: number }) {
  return (
    <span className={classes.levels}>
      <span className={classes.anchor} aria-label={`主播等级${anchorLevel}`}>
        主播Lv.{anchorLevel}
      </span>
      {predictionLevel > 0 && (
        <span className={classes.prediction} aria-label={`预测等级${predictionLevel}`}>
          预测Lv.{predictionLevel}
        </span>
      )}
    </span>
  );
}
