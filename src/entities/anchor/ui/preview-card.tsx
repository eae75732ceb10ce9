// A preview (an anchor's announced stream of a match): the match with its teams and kick-off, the
// preview's title and, when asked, its anchor; an action (a reminder) at the foot. Shared by the
// home page's recommendations and the anchor's homepage.
import type { ReactNode } from "react";
import { Avatar } from "@mantine/core";
import dayjs from "dayjs";
import type { PreviewItem } from "../api/anchor-schemas";
import { AnchorLevels } from "./anchor-levels";
import classes from "./preview-card.module.css";

interface PreviewCardProps {
  preview: PreviewItem;
  /** Show who previews it (the home strip); the anchor's own page leaves it out. */
  showAnchor?: boolean;
  action?: ReactNode;
}

function Team({ name, logo }: { name: string; logo: string }) {
  return (
    <span className={classes.team}>
      <Avatar src={logo || null} alt="" size={36} radius="xl" className={classes.logo}>
        {name.slice(0, 1)}
      </Avatar>
      <span className={classes.teamName} title={name}>
        {name}
      </span>
    </span>
  );
}

export function PreviewCard({ preview, showAnchor = false, action }: PreviewCardProps) {
  const { match, anchor } = preview;
  return (
    <div className={classes.card} data-testid="preview-card">
      <div className={classes.head}>
        <span className={classes.badge}>预告</span>
        <span className={classes.meta}>
          {match.competitionShortName && <span>{match.competitionShortName}</span>}
          <time dateTime={dayjs.unix(match.matchTime).toISOString()}>{dayjs.unix(match.matchTime).format("MM-DD HH:mm")}</time>
        </span>
      </div>
      <div className={classes.teams}>
        <Team name={match.homeTeamName} logo={match.homeTeamLogo} />
        <span className={classes.vs}>VS</span>
        <Team name={match.awayTeamName} logo={match.awayTeamLogo} />
      </div>
      {preview.title && (
        <p className={classes.title} title={preview.title}>
          {preview.title}
        </p>
      )}
      {(showAnchor || action) && (
        <div className={classes.foot}>
          {showAnchor && (
            <span className={classes.anchor}>
              <Avatar src={anchor.anchorAvatar || null} alt="" size={24} radius="xl" />
              <span className={classes.anchorName}>{anchor.anchorName}</span>
              <AnchorLevels anchorLevel={anchor.anchorLevel} predictionLevel={0} />
            </span>
          )}
          {action && <span className={classes.action}>{action}</span>}
        </div>
      )}
    </div>
  );
}
