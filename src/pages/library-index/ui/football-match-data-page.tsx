import { MatchDataPage } from "./match-data-page";

export function FootballMatchDataPage() {
  return <MatchDataPage sport="football" />;
}
