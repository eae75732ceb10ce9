// The data library's head-to-head of the match's teams (/v1/headToHead/{sport}), as the note of
// 交锋与近况: the home side's tally over the three seasons and a link to the full history page (a
// new tab, as the match centre's other links).
// Quiet when the call fails: the section's own meetings still show.
import { useQuery } from "@tanstack/react-query";
import { matchHeadToHeadQuery } from "@/entities/team";
import type { Sport } from "@/shared/config";
import { ROUTES } from "@/shared/routes";
import classes from "./match-centre.module.css";

export function HeadToHeadNote({ sport, matchId }: { sport: Sport; matchId: number }) {
  const h2h = useQuery(matchHeadToHeadQuery(sport, matchId));
  if (!h2h.data) return null;
  const { won, drawn, lost, goalsFor, goalsAgainst } = h2h.data.summary;
  const meetings = won + drawn + lost;
  return (
    <span data-testid="head-to-head-note">
      {meetings === 0
        ? "近三季未交手"
        : `近三季交锋${meetings}场 ${h2h.data.homeTeam.name}${won}胜${sport === "football" ? `${drawn}平` : ""}${lost}负 ${sport === "football" ? "进" : "得"}${goalsFor}失${goalsAgainst}`}
      {" · "}
      <a href={ROUTES.teamHistory.href(matchId)} className={classes.sectionLink} target="_blank" rel="noopener">
        完整交锋
      </a>
    </span>
  );
}
