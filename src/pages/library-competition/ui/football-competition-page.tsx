import { CompetitionPage } from "./competition-page";

export function FootballCompetitionPage() {
  return <CompetitionPage sport="football" />;
}
