// A football goal as the goal pop-ups and the home page's notices show it: the minute, the
// competition, both teams and the new score. Keyed by match and score, so the same goal reported
// twice is one entry and a goal taken back and scored again replaces its entry.
import type { GoalScored, TeamSide } from "../model/create-push-effects";
import { footballClockText } from "./football-clock";

export interface GoalSummary {
  /** matchId and score. */
  id: string;
  matchId: number;
  side: TeamSide;
  /** The match clock at the goal, e.g. 67' or 45'+2. */
  minute: string;
  competition: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
}

export function goalSummaryOf({ matchId, side, match }: GoalScored): GoalSummary {
  const homeScore = match.homeScores[0] ?? 0;
  const awayScore = match.awayScores[0] ?? 0;
  return {
    id: `${matchId}:${homeScore}-${awayScore}`,
    matchId,
    side,
    minute: footballClockText(match.statusId, match.goingTime) || `${match.goingTime}'`,
    competition: match.competition.shortName || match.competition.name,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    homeScore,
    awayScore,
  };
}
