// The football grid's columns (docs/product-rules.md "Match lists"): competition, time, status,
// home team, score, away team, half-time score, corners, live, actions. TanStack Table owns the
// column model; each cell is a component reading its row's match from the row's context. A phone
// leaves out the columns whose phone track is null, keeping competition (with the pin), time (with
// the follow star), status, the teams, score and live.
import type { TableRow } from "@/features/match-list-view";
import { createGridColumnHelper } from "@/shared/ui/virtual-grid";
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

const helper = createGridColumnHelper<TableRow>();

export const footballColumns = helper.columns([
  helper.display({ id: "competition", header: "赛事", cell: CompetitionCell, meta: { track: "128px", phoneTrack: "48px", align: "start" } }),
  helper.display({ id: "time", header: "时间", cell: TimeCell, meta: { track: "64px", phoneTrack: "36px", align: "center" } }),
  helper.display({ id: "status", header: "状态", cell: StatusCell, meta: { track: "72px", phoneTrack: "42px", align: "center" } }),
  helper.display({ id: "home", header: "主队", cell: HomeTeamCell, meta: { track: "minmax(0, 1fr)", phoneTrack: "minmax(0, 1fr)", align: "end" } }),
  helper.display({ id: "score", header: "比分", cell: ScoreCell, meta: { track: "84px", phoneTrack: "44px", align: "center" } }),
  helper.display({ id: "away", header: "客队", cell: AwayTeamCell, meta: { track: "minmax(0, 1fr)", phoneTrack: "minmax(0, 1fr)", align: "start" } }),
  helper.display({ id: "half", header: "半场", cell: HalfScoreCell, meta: { track: "56px", phoneTrack: null, align: "center" } }),
  helper.display({ id: "corners", header: "角球", cell: CornersCell, meta: { track: "56px", phoneTrack: null, align: "center" } }),
  helper.display({ id: "live", header: "直播", cell: LiveColumnCell, meta: { track: "88px", phoneTrack: "36px", align: "center" } }),
  helper.display({ id: "actions", header: "操作", cell: ActionsCell, meta: { track: "132px", phoneTrack: null, align: "start" } }),
]);
