// An anchor's prediction tags (lib/streak-tags): streak, 全红 (gradient when dazzling), 容1, odds, hit rate.
import { streakTags, type StreakSource } from "../lib/streak-tags";
import classes from "./streak-tags.module.css";

export function StreakTags({ source }: { source: StreakSource }) {
  const tags = streakTags(source);
  if (tags.length === 0) return null;
  return (
    <span className={classes.tags}>
      {tags.map((tag) => (
        <span
          key={tag.kind}
          className={classes[tag.kind]}
          data-tag={tag.kind}
          data-dazzling={tag.kind === "allRed" && tag.dazzling ? true : undefined}
        >
          {tag.text}
        </span>
      ))}
    </span>
  );
}
