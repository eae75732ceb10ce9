// Stub while the match centre is being built (issue 12): tabs 赛况, 指数, 数据, 预测 for one match.
import type { Sport } from "@/shared/config";

export interface MatchCentreProps {
  matchId: number;
  sport: Sport;
}

export function MatchCentre({ matchId }: MatchCentreProps) {
  return <div data-testid="match-centre" data-match-id={matchId} />;
}
