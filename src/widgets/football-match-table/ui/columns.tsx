// The grid's columns (spec 1 §2): competition, time, status, home team, score, away team,
// half-time score, corners, live, actions. TanStack Table owns the column model; each cell is a
// component reading its row's match from context.
import { createColumnHelper, metaHelper, tableFeatures } from "@tanstack/react-table";
import type { TableRow } from "../lib/table-rows";
import {
  ActionsCell,
  AwayTeamCell,
  CompetitionCell,
  CornersCell,
  HalfScoreCell,
  HomeTeamCell,
  LiveColumnCell,
  ScoreCell,
  StatusCell,
  TimeCell,
} from "./match-cells";

export interface ColumnMeta {
  /** The column's CSS grid track. */
  track: string;
  align: "start" | "center" | "end";
}

export const features = tableFeatures({ columnMeta: metaHelper<ColumnMeta>() });

const helper = createColumnHelper<typeof features, TableRow>();

export const columns = helper.columns([
  helper.display({ id: "competition", header: "赛事", cell: CompetitionCell, meta: { track: "128px", align: "start" } }),
  helper.display({ id: "time", header: "时间", cell: TimeCell, meta: { track: "64px", align: "center" } }),
  helper.display({ id: "status", header: "状态", cell: StatusCell, meta: { track: "72px", align: "center" } }),
  helper.display({ id: "home", header: "主队", cell: HomeTeamCell, meta: { track: "minmax(0, 1fr)", align: "end" } }),
  helper.display({ id: "score", header: "比分", cell: ScoreCell, meta: { track: "84px", align: "center" } }),
  helper.display({ id: "away", header: "客队", cell: AwayTeamCell, meta: { track: "minmax(0, 1fr)", align: "start" } }),
  helper.display({ id: "half", header: "半场", cell: HalfScoreCell, meta: { track: "56px", align: "center" } }),
  helper.display({ id: "corners", header: "角球", cell: CornersCell, meta: { track: "56px", align: "center" } }),
  helper.display({ id: "live", header: "直播", cell: LiveColumnCell, meta: { track: "88px", align: "center" } }),
  helper.display({ id: "actions", header: "操作", cell: ActionsCell, meta: { track: "132px", align: "start" } }),
]);

/** The rows' and the header's shared grid template. */
export const GRID_TEMPLATE = columns.map((column) => column.meta?.track ?? "auto").join(" ");

export const getRowId = (row: TableRow) => row.id;
