// The naive baseline: every row of today's football list in the DOM, the whole list in one React
// useState, and each push replaces the array (so every row re-renders; none is memoized). Same DOM
// hooks as the app — rows carry data-match-id, the score cell data-testid="score", the total
// data-testid="summary-total" — and the columns of the football grid (row-text.ts, shared with
// the AG Grid peer).
import { useEffect, useState } from "react";
import { BASELINE_MARKER, loadFootballToday, openScoreFeed, statusOrder, type BaselineMatch } from "./baseline-feed";
import { clock, cornersText, halfTimeText, hhmm, scoreText, SECTION_TITLES } from "./row-text";

function Cards({ red, yellow }: { red: number; yellow: number }) {
  return (
    <>
      {red > 0 && <span className="card red">{red}</span>}
      {yellow > 0 && <span className="card yellow">{yellow}</span>}
    </>
  );
}

function Row({ match: m }: { match: BaselineMatch }) {
  const live = statusOrder(m.statusId) === 0;
  return (
    <div className="row" data-match-id={m.matchId}>
      <span style={{ color: m.color }}>{m.competition}</span>
      <span className="c">{hhmm(m.matchTime)}</span>
      <span className={live ? "c live" : "c"}>{clock(m)}</span>
      <span className="r">
        <Cards red={m.homeScores[2] ?? 0} yellow={m.homeScores[3] ?? 0} />
        {m.home}
      </span>
      <span className={live ? "c live" : "c"} data-testid="score">
        {scoreText(m)}
      </span>
      <span>
        {m.away}
        <Cards red={m.awayScores[2] ?? 0} yellow={m.awayScores[3] ?? 0} />
      </span>
      <span className="c">{halfTimeText(m)}</span>
      <span className="c">{cornersText(m)}</span>
    </div>
  );
}

export function BaselineList() {
  const [matches, setMatches] = useState<BaselineMatch[] | null>(null);

  useEffect(() => {
    let close: (() => void) | undefined;
    let cancelled = false;
    void loadFootballToday().then((list) => {
      if (cancelled) return;
      setMatches(list);
      close = openScoreFeed((update) =>
        setMatches((current) => current && current.map((m) => (m.matchId === update.matchId ? { ...m, ...update } : m))),
      );
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, []);

  if (!matches) return <main data-bench={BASELINE_MARKER}>加载中…</main>;
  return (
    <main data-bench={BASELINE_MARKER}>
      <div className="summary" data-testid="summary-total" data-count={matches.length}>
        共 {matches.length} 场
      </div>
      {matches.map((m, index) => {
        const section = statusOrder(m.statusId);
        const previous = matches[index - 1];
        const header = !previous || statusOrder(previous.statusId) !== section;
        return (
          <div key={m.matchId}>
            {header && <div className="section">{SECTION_TITLES[section]}</div>}
            <Row match={m} />
          </div>
        );
      })}
    </main>
  );
}
