// 赛况: football's key events and 技术统计, basketball's period scores, team statistics and text live.
import type { TabProps } from "./match-centre";
import { BasketballLive } from "./basketball-live";
import { FootballLive } from "./football-live";

export function LiveTab({ matchId, sport }: TabProps) {
  return sport === "football" ? <FootballLive matchId={matchId} /> : <BasketballLive matchId={matchId} />;
}
