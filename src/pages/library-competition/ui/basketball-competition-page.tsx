import { CompetitionPage } from "./competition-page";

export function BasketballCompetitionPage() {
  return <CompetitionPage sport="basketball" />;
}
