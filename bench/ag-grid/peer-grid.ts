// The AG Grid Community peer's grid: the naive baseline's columns (bench/baseline/row-text.ts)
// in AG Grid's client-side row model, with the probe's DOM hooks. Plain `createGrid`, no React
// wrapper, so no framework work counts against AG Grid.
//
// Hooks the bench probe reads (bench/list-bench/page-probe.ts):
// - each row element carries data-match-id. AG Grid builds the row element itself (`.ag-row`,
//   with `row-id` from getRowId) and has no option for arbitrary row attributes (rowClassRules
//   and getRowStyle set classes and styles only; getBusinessKeyForNode writes `row-business-key`).
//   processRowPostCreate is the grid's hook for the row element: it runs once per row element,
//   synchronously while the grid builds it (RowCtrl.setComp, before the element is inserted), and
//   an element belongs to one row node for its whole life (AG Grid creates and destroys row
//   elements as rows enter and leave the rendered range; it never re-targets one to another
//   node), so the attribute is set once and is never stale.
// - the score cell data-testid="score", text "home - away" (or "VS"): a cell renderer owns that
//   element and updates its text in refresh(), so an update changes one text node, as AG Grid
//   recommends for renderers of changing values.
// - the total data-testid="summary-total" with data-count: outside the grid (main.ts).
//
// Status sections: the baseline draws a header where the status section changes; here they are
// full-width rows placed once when the list loads (the baseline never re-sorts either).
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  colorSchemeDark,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type GridOptions,
  type ICellRendererComp,
  type ICellRendererParams,
  type ValueGetterParams,
} from "ag-grid-community";
import { statusOrder, type BaselineMatch } from "../baseline/baseline-feed";
import { clock, cornersText, halfTimeText, hhmm, scoreText, SECTION_TITLES } from "../baseline/row-text";

// Only the modules the page uses, as AG Grid's docs recommend for bundle size (its own
// high-frequency-updates example registers the same client-side row model and transaction API
// modules); AllCommunityModule would ship every Community feature (the page's chunk: ~770 kB
// minified, ~210 kB gzip with these three; ~1,240 kB, ~340 kB gzip with AllCommunityModule).
ModuleRegistry.registerModules([ClientSideRowModelModule, ClientSideRowModelApiModule, CellStyleModule]);

/** A status section's full-width header row. */
export interface SectionRow {
  section: number;
}

export type PeerRow = BaselineMatch | SectionRow;

const isSection = (row: PeerRow | undefined): row is SectionRow => row !== undefined && "section" in row;
const matchOf = (row: PeerRow | undefined): BaselineMatch | undefined => (row === undefined || isSection(row) ? undefined : row);

/** Rows sorted as loadFootballToday returns them, with a header row where the status section changes. */
export function withSections(matches: readonly BaselineMatch[]): PeerRow[] {
  const rows: PeerRow[] = [];
  let section = -1;
  for (const match of matches) {
    const order = statusOrder(match.statusId);
    if (order !== section) rows.push({ section: (section = order) });
    rows.push(match);
  }
  return rows;
}

/** A column whose text is derived from the match; the value is what AG Grid compares to refresh the cell. */
const text = (get: (m: BaselineMatch) => string) => (p: ValueGetterParams<PeerRow>) => {
  const m = matchOf(p.data);
  return m ? get(m) : "";
};

const live = { live: (p: { data?: PeerRow }) => statusOrder(matchOf(p.data)?.statusId ?? 0) === 0 };

/** The score cell's own element, data-testid="score"; refresh() changes its text only. */
class ScoreCell implements ICellRendererComp<PeerRow> {
  private readonly eGui = document.createElement("span");

  init(params: ICellRendererParams<PeerRow>): void {
    this.eGui.setAttribute("data-testid", "score");
    this.eGui.textContent = String(params.value ?? "");
  }

  getGui(): HTMLElement {
    return this.eGui;
  }

  refresh(params: ICellRendererParams<PeerRow>): boolean {
    this.eGui.textContent = String(params.value ?? "");
    return true;
  }
}

const card = (kind: "red" | "yellow", count: number) => {
  const span = document.createElement("span");
  span.className = `card ${kind}`;
  span.textContent = String(count);
  return span;
};

/** A team with its red and yellow cards (home: cards before the name, away: after), as the baseline draws it. */
class TeamCell implements ICellRendererComp<PeerRow> {
  private readonly eGui = document.createElement("span");
  private side: "home" | "away" = "home";

  init(params: ICellRendererParams<PeerRow> & { side: "home" | "away" }): void {
    this.side = params.side;
    this.draw(params);
  }

  getGui(): HTMLElement {
    return this.eGui;
  }

  refresh(params: ICellRendererParams<PeerRow>): boolean {
    this.draw(params);
    return true;
  }

  private draw(params: ICellRendererParams<PeerRow>): void {
    const m = matchOf(params.data);
    if (!m) return;
    const scores = this.side === "home" ? m.homeScores : m.awayScores;
    const cards: HTMLElement[] = [];
    if ((scores[2] ?? 0) > 0) cards.push(card("red", scores[2]!));
    if ((scores[3] ?? 0) > 0) cards.push(card("yellow", scores[3]!));
    const name = this.side === "home" ? m.home : m.away;
    if (this.side === "home") this.eGui.replaceChildren(...cards, name);
    else this.eGui.replaceChildren(name, ...cards);
  }
}

/** What a team cell shows, as one comparable value: the name and its red and yellow cards. */
const teamValue = (side: "home" | "away") =>
  text((m) => {
    const scores = side === "home" ? m.homeScores : m.awayScores;
    return `${side === "home" ? m.home : m.away}|${scores[2] ?? 0}|${scores[3] ?? 0}`;
  });

const columnDefs: ColDef<PeerRow>[] = [
  { colId: "competition", headerName: "赛事", width: 110, valueGetter: text((m) => m.competition), cellStyle: (p) => ({ color: matchOf(p.data)?.color ?? "" }) },
  { colId: "time", headerName: "时间", width: 80, valueGetter: text((m) => hhmm(m.matchTime)), cellClass: "c" },
  { colId: "status", headerName: "状态", width: 70, valueGetter: text(clock), cellClass: "c", cellClassRules: live },
  { colId: "home", headerName: "主队", flex: 1, minWidth: 120, valueGetter: teamValue("home"), cellRenderer: TeamCell, cellRendererParams: { side: "home" }, cellClass: "r" },
  { colId: "score", headerName: "比分", width: 90, valueGetter: text(scoreText), cellRenderer: ScoreCell, cellClass: "c", cellClassRules: live },
  { colId: "away", headerName: "客队", flex: 1, minWidth: 120, valueGetter: teamValue("away"), cellRenderer: TeamCell, cellRendererParams: { side: "away" } },
  { colId: "halfTime", headerName: "半场", width: 80, valueGetter: text(halfTimeText), cellClass: "c" },
  { colId: "corners", headerName: "角球", width: 90, valueGetter: text(cornersText), cellClass: "c" },
];

const theme = themeQuartz.withPart(colorSchemeDark).withParams({
  backgroundColor: "#1a1b1e",
  foregroundColor: "#c1c2c5",
  headerBackgroundColor: "#25262b",
  borderColor: "#2c2e33",
  fontFamily: ["system-ui", "Noto Sans CJK SC", "sans-serif"],
  fontSize: 14,
  rowHeight: 48,
  headerHeight: 40,
  wrapperBorderRadius: 0,
});

export function peerGridOptions(rows: PeerRow[]): GridOptions<PeerRow> {
  return {
    theme,
    columnDefs,
    defaultColDef: { sortable: false, suppressMovable: true },
    rowData: rows,
    getRowId: ({ data }) => (isSection(data) ? `section-${data.section}` : String(data.matchId)),
    processRowPostCreate: ({ eRow, node }) => {
      const m = matchOf(node.data);
      if (m) eRow.setAttribute("data-match-id", String(m.matchId));
    },
    isFullWidthRow: ({ rowNode }) => isSection(rowNode.data),
    fullWidthCellRenderer: (p: ICellRendererParams<PeerRow>) => {
      const header = document.createElement("div");
      header.className = "section";
      header.textContent = isSection(p.data) ? (SECTION_TITLES[p.data.section] ?? "") : "";
      return header;
    },
    getRowHeight: ({ data }) => (isSection(data) ? 40 : 48),
  };
}
