import { TeamPage } from "./team-page";

export function FootballTeamPage() {
  return <TeamPage sport="football" />;
}
