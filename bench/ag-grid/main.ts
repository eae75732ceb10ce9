// Entry of the AG Grid Community peer (benchmark only; built by bench/vite.config.ag-grid.ts,
// never part of the app's bundle): today's football list loaded and fed exactly as the naive
// baseline is (bench/baseline/baseline-feed.ts: the binary list call and a bare WebSocket, both
// through the generated codec), each decoded score/status frame applied with
// applyTransactionAsync({ update: [row] }), AG Grid's recommended path for high-frequency
// updates (it batches the transactions that arrive within asyncTransactionWaitMillis, 50 ms by
// default, into one model update and one render).
import { createGrid } from "ag-grid-community";
import { loadFootballToday, openScoreFeed, type BaselineMatch } from "../baseline/baseline-feed";
import { peerGridOptions, withSections } from "./peer-grid";

/** The runner greps the app's bundle for this text to prove the AG Grid peer never ships in it. */
const AG_GRID_MARKER = "kanqiu-bench-ag-grid-peer";

const page = document.getElementById("peer");
const summary = page?.querySelector<HTMLElement>(".summary");
const container = document.getElementById("grid");
if (!page || !summary || !container) throw new Error('bench/ag-grid/index.html must contain <main id="peer"> with .summary and <div id="grid">');
page.dataset.bench = AG_GRID_MARKER;

const matches = await loadFootballToday();
summary.dataset.testid = "summary-total";
summary.dataset.count = String(matches.length);
summary.textContent = `共 ${matches.length} 场`;

const api = createGrid(container, peerGridOptions(withSections(matches)));

// The latest row data per match: a frame carries only the score and status, so the row object the
// transaction hands AG Grid is the last one with the frame's fields on top (as the baseline's
// setMatches does). Frames for matches not in the list are dropped, as the baseline drops them.
const current = new Map<number, BaselineMatch>(matches.map((m) => [m.matchId, m]));
openScoreFeed((update) => {
  const match = current.get(update.matchId);
  if (!match) return;
  const next = { ...match, ...update };
  current.set(next.matchId, next);
  api.applyTransactionAsync({ update: [next] });
});
