// Hover card around a row's teams: key events timeline and 技术统计 bars.
// (Stub: renders its children until the hover card lands.)
import type { ReactNode } from "react";

export function MatchHoverCard({ children }: { matchId: number; children: ReactNode }) {
  return <>{children}</>;
}
