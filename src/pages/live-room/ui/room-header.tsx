// The room's match header (docs/product-rules.md "Live room"): competition and status, both teams,
// the score (a countdown before kick-off, VS a day or more ahead), then per sport: football's
// half-time score and stats (shots, corners, cards, possession), basketball's periods with
// overtime and its fouls and timeouts. Scores and status follow the pushes (useLiveSnapshot);
// stats follow the 32/132 pushes, else football's incidents-and-stats call.
import { Avatar } from "@mantine/core";
import { useStoreMap } from "effector-react";
import type { LiveRoomMatch } from "@/entities/live-room";
import type { Sport } from "@/shared/config";
import {
  basketballOvertimeScore,
  basketballPeriodLabels,
  basketballPeriodScores,
  snapshotGroup,
  snapshotHalfTime,
  snapshotScore,
  snapshotStatusText,
  useLiveSnapshot,
  useMatchIncidents,
} from "@/entities/match";
import { countdownText, useSecondsUntil } from "@/widgets/live-player";
import { basketballHeaderStats, FOOTBALL_STAT_PLACEHOLDERS, footballHeaderStats, type HeaderStat, type StatValue } from "../lib/header-stats";
import { $pushedStats } from "../model/room-pushes";
import classes from "./live-room.module.css";

function Team({ name, logo, side }: { name: string; logo: string; side: "home" | "away" }) {
  return (
    <div className={classes.team} data-side={side}>
      <Avatar src={logo || null} alt="" size={52} radius="xl" className={classes.teamLogo}>
        {name.slice(0, 1)}
      </Avatar>
      <span className={classes.teamName} title={name}>
        {name}
      </span>
    </div>
  );
}

function StatLines({ stats, pending = false }: { stats: readonly HeaderStat[]; pending?: boolean }) {
  if (stats.length === 0) return null;
  return (
    <ul className={classes.stats} aria-label="技术统计" aria-busy={pending || undefined}>
      {stats.map((stat) => (
        <li key={stat.key} className={classes.stat}>
          <span className={classes.statValue}>{stat.home}</span>
          <span className={classes.statBody}>
            <span className={classes.statLabel}>{stat.label}</span>
            <span className={classes.statBar} style={{ ["--home-share" as string]: `${stat.homeShare}%` }} />
          </span>
          <span className={classes.statValue}>{stat.away}</span>
        </li>
      ))}
    </ul>
  );
}

function usePushedStats(matchId: number): readonly StatValue[] | null {
  return useStoreMap({ store: $pushedStats, keys: [matchId], fn: (stats, [id]) => stats[id] ?? null });
}

function FootballStats({ matchId }: { matchId: number }) {
  const pushed = usePushedStats(matchId);
  const { data } = useMatchIncidents(matchId, pushed === null);
  if (pushed === null && !data) return <StatLines stats={FOOTBALL_STAT_PLACEHOLDERS} pending />;
  return <StatLines stats={footballHeaderStats(pushed ?? data?.stats ?? [])} />;
}

function BasketballPeriods({ match }: { match: LiveRoomMatch }) {
  const labels = basketballPeriodLabels(match.ncaa);
  const periods = basketballPeriodScores(match);
  const overtime = basketballOvertimeScore(match);
  const pushed = usePushedStats(match.matchId);
  const cell = (value: number | null | undefined) => (value === null || value === undefined ? "-" : value);
  return (
    <>
      <table className={classes.periods} aria-label="各节比分">
        <thead>
          <tr>
            <th scope="col">球队</th>
            {labels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            {overtime && <th scope="col">加时</th>}
          </tr>
        </thead>
        <tbody>
          {(["home", "away"] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{side === "home" ? match.homeTeamName : match.awayTeamName}</th>
              {periods[side].map((value, index) => (
                <td key={labels[index]}>{cell(value)}</td>
              ))}
              {overtime && <td>{overtime[side]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <StatLines stats={basketballHeaderStats(pushed ?? [])} />
    </>
  );
}

export function RoomHeader({ match: snapshot }: { match: LiveRoomMatch }) {
  const match = useLiveSnapshot(snapshot) ?? snapshot;
  const group = snapshotGroup(match);
  const secondsLeft = useSecondsUntil(match.matchTime, group === "no_start");
  const countdown = group === "no_start" ? countdownText(secondsLeft) : null;
  const score = snapshotScore(match);
  const halfTime = snapshotHalfTime(match);
  const basketball = match.sportType === 2;
  return (
    <section className={classes.matchHeader} data-testid="room-match-header" aria-label="比赛">
      <div className={classes.headerLine}>
        {match.competitionShortName && <span className={classes.competition}>{match.competitionShortName}</span>}
        <span className={classes.status} data-live={group === "going" || undefined}>
          {snapshotStatusText(match)}
        </span>
      </div>
      <div className={classes.scoreLine}>
        <Team name={match.homeTeamName} logo={match.homeTeamLogo} side="home" />
        <div className={classes.centre}>
          {score ? (
            <span className={classes.score} aria-label={`比分 ${score[0]}比${score[1]}`}>
              {score[0]}
              <span className={classes.scoreDash}>:</span>
              {score[1]}
            </span>
          ) : countdown ? (
            <span className={classes.countdown} aria-label={`距开赛 ${countdown}`}>
              <span className={classes.countdownLabel}>距开赛</span>
              {countdown}
            </span>
          ) : (
            <span className={classes.versus}>VS</span>
          )}
          {halfTime && (
            <span className={classes.halfTime}>
              半场 {halfTime[0]}-{halfTime[1]}
            </span>
          )}
        </div>
        <Team name={match.awayTeamName} logo={match.awayTeamLogo} side="away" />
      </div>
      {group !== "no_start" && (basketball ? <BasketballPeriods match={match} /> : <FootballStats matchId={match.matchId} />)}
    </section>
  );
}

/**
 * The header's place while its match loads: the same lines, empty (a started football match's,
 * the most common), so the anchors and the match centre below do not jump when it comes.
 */
export function RoomHeaderPlaceholder({ sport }: { sport: Sport }) {
  return (
    <section className={classes.matchHeader} data-testid="room-match-header-pending" aria-label="比赛" aria-busy="true">
      <div className={classes.headerLine}>
        <span className={classes.status}>{"\u00a0"}</span>
      </div>
      <div className={classes.scoreLine}>
        <Team name={"\u00a0"} logo="" side="home" />
        <div className={classes.centre}>
          <span className={classes.versus}>VS</span>
          <span className={classes.halfTime}>{"\u00a0"}</span>
        </div>
        <Team name={"\u00a0"} logo="" side="away" />
      </div>
      {sport === "football" && <StatLines stats={FOOTBALL_STAT_PLACEHOLDERS} pending />}
    </section>
  );
}
