// One goal pop-up: minute, competition, the teams with the scorer emphasised, 进球 and the score.
// Clicking it opens the match's live room in a new tab.
import { CloseButton } from "@mantine/core";
import { ROUTES } from "@/shared/routes";
import { GOAL_POPUP_HEIGHT_PX } from "../config/goal-popup-layout";
import type { GoalAlert } from "../model/goal-alerts";
import classes from "./goal-popup.module.css";

interface GoalPopupProps {
  alert: GoalAlert;
  onDismiss: (id: string) => void;
}

export function GoalPopup({ alert, onDismiss }: GoalPopupProps) {
  const team = (name: string, scored: boolean) => (
    <span className={scored ? classes.scorer : classes.team} data-scorer={scored || undefined}>
      {name}
    </span>
  );
  return (
    <div
      className={classes.popup}
      style={{ height: GOAL_POPUP_HEIGHT_PX }}
      data-testid="goal-popup"
      // Not data-match-id: that marks grid rows, which tests and the benchmark count.
      data-goal-match-id={alert.matchId}
    >
      <a className={classes.link} href={ROUTES.liveRoom.href({ matchId: alert.matchId, sport: "football" })} target="_blank" rel="noopener noreferrer">
        <span className={classes.badge}>进球</span>
        <span className={classes.body}>
          <span className={classes.meta}>
            <span className={classes.minute}>{alert.minute}</span>
            {alert.competition}
          </span>
          <span className={classes.teams}>
            {team(alert.homeTeam, alert.side === "home")}
            <span className={classes.score} data-testid="goal-popup-score">
              {alert.homeScore} - {alert.awayScore}
            </span>
            {team(alert.awayTeam, alert.side === "away")}
          </span>
        </span>
      </a>
      {/* md (28 px): sm's 22 px is under the 24 px a touch target needs (WCAG 2.5.8). */}
      <CloseButton className={classes.close} size="md" aria-label="关闭进球提醒" onClick={() => onDismiss(alert.id)} />
    </div>
  );
}
