import { PlayerPage } from "./player-page";

export function FootballPlayerPage() {
  return <PlayerPage sport="football" />;
}
