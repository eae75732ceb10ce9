// Football 赛况 (/v1/football/matchTliveAndIncidentsData): key events in time order, home events
// left of the minute and away events right of it, then the 技术统计 bars.
import { INCIDENT_TYPE } from "#wire";
import { buildStatBars, buildTimeline, EVENT_LABEL, isGoalEvent, minuteText, useMatchIncidents, type MatchIncident } from "@/entities/match";
import { Section } from "./section";
import { StatRows } from "./stat-rows";
import { TabQuery } from "./tab-query";
import classes from "./match-centre.module.css";

const MARK: Readonly<Record<number, { mark: string; text: string }>> = {
  [INCIDENT_TYPE.goal]: { mark: "goal", text: "球" },
  [INCIDENT_TYPE.penalty]: { mark: "goal", text: "点" },
  [INCIDENT_TYPE.ownGoal]: { mark: "ownGoal", text: "乌" },
  [INCIDENT_TYPE.penaltyMissed]: { mark: "miss", text: "失" },
  [INCIDENT_TYPE.yellow]: { mark: "yellow", text: "" },
  [INCIDENT_TYPE.red]: { mark: "red", text: "" },
  [INCIDENT_TYPE.twoYellowRed]: { mark: "red", text: "" },
  [INCIDENT_TYPE.substitution]: { mark: "sub", text: "换" },
  [INCIDENT_TYPE.var]: { mark: "var", text: "VAR" },
};

function EventMark({ type }: { type: number }) {
  const mark = MARK[type] ?? { mark: "other", text: "" };
  return (
    <span className={classes.mark} data-mark={mark.mark} role="img" aria-label={EVENT_LABEL[type] ?? "事件"}>
      {mark.text}
    </span>
  );
}

function EventText({ incident }: { incident: MatchIncident }) {
  if (incident.type === INCIDENT_TYPE.substitution) {
    return (
      <span className={classes.eventText}>
        <span className={classes.playerIn}>↑ {incident.inPlayerName}</span>
        <span className={classes.playerOut}>↓ {incident.outPlayerName}</span>
      </span>
    );
  }
  const assists = [incident.assist1Name, incident.assist2Name].filter(Boolean).join("、");
  return (
    <span className={classes.eventText}>
      <span>
        {incident.playerName || EVENT_LABEL[incident.type]}
        {isGoalEvent(incident.type) && <b>{` (${incident.homeScore}-${incident.awayScore})`}</b>}
      </span>
      {assists && <span className={classes.assist}>助攻：{assists}</span>}
    </span>
  );
}

export function FootballLive({ matchId }: { matchId: number }) {
  const query = useMatchIncidents(matchId, true);
  return (
    <TabQuery query={query} errorTitle="赛况加载失败">
      {({ incidents, stats }) => {
        const timeline = buildTimeline(incidents);
        const bars = buildStatBars(stats);
        if (timeline.length === 0 && bars.length === 0) return <p className={classes.empty}>比赛尚未开始，暂无赛况</p>;
        return (
          <>
            <Section title="关键事件">
              {timeline.length === 0 ? (
                <p className={classes.empty}>暂无关键事件</p>
              ) : (
                <>
                  <div className={classes.timelineHead} aria-hidden="true">
                    <span>主队</span>
                    <span>时间</span>
                    <span>客队</span>
                  </div>
                  <ol className={classes.timeline} aria-label="关键事件">
                    {timeline.map((entry) =>
                      entry.kind === "marker" ? (
                        <li key={entry.key} className={classes.marker}>
                          {entry.text}
                        </li>
                      ) : (
                        <li key={entry.key} className={classes.event} data-side={entry.side}>
                          <span className={classes.homeSide} data-testid="home-side">
                            {entry.side === "home" && (
                              <>
                                <EventMark type={entry.incident.type} />
                                <EventText incident={entry.incident} />
                              </>
                            )}
                          </span>
                          <span className={classes.minute}>{minuteText(entry.time)}</span>
                          <span className={classes.awaySide} data-testid="away-side">
                            {entry.side === "away" && (
                              <>
                                <EventMark type={entry.incident.type} />
                                <EventText incident={entry.incident} />
                              </>
                            )}
                          </span>
                        </li>
                      ),
                    )}
                  </ol>
                </>
              )}
            </Section>
            {bars.length > 0 && (
              <Section title="技术统计">
                <StatRows rows={bars.map((bar) => ({ ...bar, key: String(bar.type) }))} />
              </Section>
            )}
          </>
        );
      }}
    </TabQuery>
  );
}
