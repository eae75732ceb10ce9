// Match notifications on home (model/match-notices): goals of followed matches at the bottom
// right, newest lowest. Clicking one opens the match's live centre in a new tab.
import { useEffect } from "react";
import { CloseButton } from "@mantine/core";
import { useUnit } from "effector-react";
import { ROUTES } from "@/shared/routes";
import { $matchNotices, matchNoticeDismissed, matchNoticesMounted, matchNoticesUnmounted } from "../model/match-notices";
import classes from "./match-notices.module.css";

export function MatchNotices() {
  const [notices, mounted, unmounted, dismissed] = useUnit([$matchNotices, matchNoticesMounted, matchNoticesUnmounted, matchNoticeDismissed]);
  useEffect(() => {
    mounted();
    return () => unmounted();
  }, [mounted, unmounted]);
  return (
    <section className={classes.stack} aria-label="比赛通知" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={classes.notice} data-testid="match-notice">
          <a className={classes.link} href={ROUTES.liveRoom.href({ matchId: notice.matchId, sport: "football" })} target="_blank" rel="noopener noreferrer">
            <span className={classes.badge}>进球</span>
            <span className={classes.body}>
              <span className={classes.meta}>
                <span className={classes.minute}>{notice.minute}</span>
                {notice.competition} · 关注的比赛
              </span>
              <span className={classes.teams}>
                <span data-scorer={notice.side === "home" || undefined}>{notice.homeTeam}</span>
                <span className={classes.score}>
                  {notice.homeScore} - {notice.awayScore}
                </span>
                <span data-scorer={notice.side === "away" || undefined}>{notice.awayTeam}</span>
              </span>
            </span>
          </a>
          <CloseButton size="sm" aria-label="关闭比赛通知" onClick={() => dismissed(notice.id)} />
        </div>
      ))}
    </section>
  );
}
