import { TeamPage } from "./team-page";

export function BasketballTeamPage() {
  return <TeamPage sport="basketball" />;
}
