// The naive baseline: every row of today's football list in the DOM, the whole list in one React
// useState, and each push replaces the array (so every row re-renders; none is memoized). Same DOM
// hooks as the app — rows carry data-match-id, the score cell data-testid="score", the total
// data-testid="summary-total" — and the columns of the football grid (docs/product-rules.md
// "Match lists": competition, time, status, home, score, away, half-time, corners).
import { useEffect, useState } from "react";
import { BASELINE_MARKER, loadFootballToday, openScoreFeed, statusOrder, type BaselineMatch } from "./baseline-feed";

const SECTION_TITLES = ["进行中", "未开始", "其他", "已结束"];
const STATUS_TEXT: Record<number, string> = { 1: "未", 2: "中", 3: "中", 4: "中", 5: "加", 6: "点", 7: "点", 8: "完", 9: "推迟", 10: "中断", 11: "腰斩", 12: "取消", 13: "待定" };

const pair = (h: number[], a: number[], index: number) => `${h[index] ?? 0} - ${a[index] ?? 0}`;
const clock = (m: BaselineMatch) => (m.statusId === 3 ? "中场" : m.statusId === 2 || m.statusId === 4 || m.statusId === 5 ? `${m.goingTime}'` : STATUS_TEXT[m.statusId] ?? "");
const hhmm = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};

function Cards({ red, yellow }: { red: number; yellow: number }) {
  return (
    <>
      {red > 0 && <span className="card red">{red}</span>}
      {yellow > 0 && <span className="card yellow">{yellow}</span>}
    </>
  );
}

function Row({ match: m }: { match: BaselineMatch }) {
  const started = m.statusId > 1;
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
        {started ? pair(m.homeScores, m.awayScores, 0) : "VS"}
      </span>
      <span>
        {m.away}
        <Cards red={m.awayScores[2] ?? 0} yellow={m.awayScores[3] ?? 0} />
      </span>
      <span className="c">{m.statusId > 3 && m.statusId <= 8 ? pair(m.homeScores, m.awayScores, 1) : "-"}</span>
      <span className="c">{started ? pair(m.homeScores, m.awayScores, 4) : "-"}</span>
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
