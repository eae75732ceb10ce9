// A panel of the center whose page is still to come: says so, plainly.
import classes from "./individual-center.module.css";

export function ComingPanel({ title }: { title: string }) {
  return (
    <div className={classes.coming} role="status">
      <span className={classes.comingBadge}>建设中</span>
      <p>「{title}」正在建设中，将在后续版本中上线，敬请期待。</p>
    </div>
  );
}
