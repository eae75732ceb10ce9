import { PlayerPage } from "./player-page";

export function BasketballPlayerPage() {
  return <PlayerPage sport="basketball" />;
}
