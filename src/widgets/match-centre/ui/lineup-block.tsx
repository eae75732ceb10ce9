// Both teams' lineups side by side: formation, starters and substitutes with shirt numbers and
// positions, the captain marked.
import type { LineupPlayer, MatchLineup, TeamLineup } from "@/entities/match";
import classes from "./match-centre.module.css";

const POSITION_TEXT: Readonly<Record<LineupPlayer["position"], string>> = { G: "门将", D: "后卫", M: "中场", F: "前锋" };

function Players({ players, label }: { players: readonly LineupPlayer[]; label: string }) {
  return (
    <ul className={classes.players} aria-label={label}>
      {players.map((player) => (
        <li key={`${player.shirtNumber}-${player.name}`} className={classes.player}>
          <span className={classes.shirt}>{player.shirtNumber}</span>
          <span>
            {player.name}
            {player.captain && (
              <span className={classes.captain} title="队长">
                C
              </span>
            )}
          </span>
          <span className={classes.position}>{POSITION_TEXT[player.position]}</span>
        </li>
      ))}
    </ul>
  );
}

function Team({ team, side }: { team: TeamLineup; side: string }) {
  return (
    <div className={classes.lineupTeam} aria-label={`${side} ${team.teamName}`} role="group">
      <div className={classes.lineupHead}>
        <span>{team.teamName}</span>
        <span className={classes.formation}>{team.formation}</span>
      </div>
      <Players players={team.starters} label={`${team.teamName}首发`} />
      {team.substitutes.length > 0 && (
        <>
          <div className={classes.benchTitle}>替补</div>
          <Players players={team.substitutes} label={`${team.teamName}替补`} />
        </>
      )}
    </div>
  );
}

export function LineupBlock({ lineup }: { lineup: MatchLineup }) {
  if (!lineup.published || !lineup.home || !lineup.away) return <p className={classes.empty}>阵容尚未公布</p>;
  return (
    <div className={classes.lineups}>
      <Team team={lineup.home} side="主队" />
      <Team team={lineup.away} side="客队" />
    </div>
  );
}
