// The basketball grid's columns (docs/product-rules.md "Match lists", basketball): competition,
// time, status, teams, the four periods (two halves spanning two slots each for ncaa 1 leagues),
// overtime, 上下, 全场, 分差, 总分, live, actions. 上下, 分差 and 总分 follow the basketballVariant
// setting; 全场 is the score and always shows. A phone leaves out the columns whose phone track
// is null, keeping competition (with the pin), time (with the follow star), status, teams, 全场
// and live.
import type { TableRow } from "@/features/match-list-view";
import { createGridColumnHelper } from "@/shared/ui/virtual-grid";
import {
  ActionsCell,
  CompetitionCell,
  DifferenceCell,
  HalvesCell,
  LiveColumnCell,
  OvertimeCell,
  PeriodsCell,
  StatusCell,
  SumCell,
  TeamsCell,
  TimeCell,
  TotalCell,
} from "./basketball-cells";
import classes from "./basketball-cells.module.css";

const helper = createGridColumnHelper<TableRow>();

function PeriodsHeader() {
  return (
    <span className={classes.periodHeader} title="第一至第四节（半场制联赛：上半场、下半场各占两格）">
      <span>一</span>
      <span>二</span>
      <span>三</span>
      <span>四</span>
    </span>
  );
}

const leading = [
  helper.display({ id: "competition", header: "赛事", cell: CompetitionCell, meta: { track: "128px", phoneTrack: "64px", align: "start" } }),
  helper.display({ id: "time", header: "时间", cell: TimeCell, meta: { track: "64px", phoneTrack: "36px", align: "center" } }),
  helper.display({ id: "status", header: "状态", cell: StatusCell, meta: { track: "64px", phoneTrack: "56px", align: "center" } }),
  helper.display({ id: "teams", header: "球队", cell: TeamsCell, meta: { track: "minmax(0, 1fr)", phoneTrack: "minmax(0, 1fr)", align: "start" } }),
  helper.display({ id: "periods", header: PeriodsHeader, cell: PeriodsCell, meta: { track: "168px", phoneTrack: null, align: "center" } }),
  helper.display({ id: "overtime", header: "加时", cell: OvertimeCell, meta: { track: "40px", phoneTrack: null, align: "center" } }),
];
const halves = helper.display({ id: "halves", header: "上下", cell: HalvesCell, meta: { track: "64px", phoneTrack: null, align: "center" } });
const total = helper.display({ id: "total", header: "全场", cell: TotalCell, meta: { track: "48px", phoneTrack: "40px", align: "center" } });
const variant = [
  helper.display({ id: "difference", header: "分差", cell: DifferenceCell, meta: { track: "40px", phoneTrack: null, align: "center" } }),
  helper.display({ id: "sum", header: "总分", cell: SumCell, meta: { track: "40px", phoneTrack: null, align: "center" } }),
];
const trailing = [
  helper.display({ id: "live", header: "直播", cell: LiveColumnCell, meta: { track: "88px", phoneTrack: "36px", align: "center" } }),
  helper.display({ id: "actions", header: "操作", cell: ActionsCell, meta: { track: "132px", phoneTrack: null, align: "start" } }),
];

/** With the variant columns (上下, 分差, 总分). */
export const basketballColumns = helper.columns([...leading, halves, total, ...variant, ...trailing]);
/** Without them. */
export const basketballBasicColumns = helper.columns([...leading, total, ...trailing]);
