// A chatter's user level as a small badge, its colour rising with the level.
import classes from "./room-chat.module.css";

const tier = (level: number) => (level >= 25 ? "top" : level >= 15 ? "high" : level >= 5 ? "mid" : "low");

export function LevelBadge({ level }: { level: number }) {
  return (
    <span className={classes.level} data-tier={tier(level)} aria-label={`等级${level}`}>
      Lv.{level}
    </span>
  );
}
