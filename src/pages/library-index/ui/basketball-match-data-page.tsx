import { MatchDataPage } from "./match-data-page";

export function BasketballMatchDataPage() {
  return <MatchDataPage sport="basketball" />;
}
