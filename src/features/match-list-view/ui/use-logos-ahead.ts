// A loaded list's competition logos become style rules in one go, at the first quiet moment after
// its first rows, rather than a few at a time as rows scroll into view (entities/competition
// prepareLogoClasses says why).
import { useEffect } from "react";
import { prepareLogoClasses } from "@/entities/competition";
import type { Match } from "@/entities/match";
import { whenIdle } from "@/shared/lib/main-thread";

/** At most this long after a list loads; rows scrolled to before then add their own rules. */
const LOGOS_AHEAD_WAIT_MS = 1_000;

export function useLogosAhead(matches: readonly Match[] | undefined): void {
  useEffect(() => {
    if (!matches) return;
    let left = false;
    void whenIdle(LOGOS_AHEAD_WAIT_MS).then(() => left || prepareLogoClasses(matches.map((match) => match.competition.logo)));
    return () => {
      left = true;
    };
  }, [matches]);
}
