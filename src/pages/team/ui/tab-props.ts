import type { Sport } from "@/shared/config";

/** What each tab of a team's page is given: the team and the season the header's picker chose. */
export interface TabProps {
  sport: Sport;
  teamId: number;
  seasonId: number;
}
