// One company's history of one kind (realtimeMatchOddsChange), newest first: when (赛前 and the
// date before kick-off, else the minute), the score then, and the values coloured by their move
// from the change before.
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { oddsChangesQuery, type OddsKind } from "@/entities/match";
import { ODDS_COLUMNS, oddsMovement } from "../lib/odds-format";
import { OddsCells } from "./odds-values";
import { TabQuery } from "./tab-query";
import classes from "./match-centre.module.css";

export function OddsHistory({ matchId, companyId, kind }: { matchId: number; companyId: number; kind: OddsKind }) {
  const query = useQuery(oddsChangesQuery(matchId, companyId, kind));
  return (
    <TabQuery query={query} errorTitle="指数变化加载失败">
      {({ changes }) =>
        changes.length === 0 ? (
          <p className={classes.empty}>暂无变化</p>
        ) : (
          <table className={classes.table} aria-label="指数变化">
            <thead>
              <tr>
                <th>时间</th>
                <th>比分</th>
                {ODDS_COLUMNS[kind].map((title, i) => (
                  <th key={i} className={i === 0 ? classes.group : undefined}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {changes.map((change, i) => {
                const before = changes[i + 1];
                return (
                  <tr key={`${change.time}-${i}`}>
                    <td>{change.minute > 0 ? `${change.minute}'` : `赛前 ${dayjs(change.time).format("MM-DD HH:mm")}`}</td>
                    <td>{change.minute > 0 ? `${change.homeScore}-${change.awayScore}` : "-"}</td>
                    <OddsCells kind={kind} values={change.values} movements={before ? oddsMovement(before.values, change.values) : undefined} first />
                  </tr>
                );
              })}
            </tbody>
          </table>
        )
      }
    </TabQuery>
  );
}
