// The 积分 tab's tables (docs/product-rules.md "Data library"): football position, team, played,
// won, drawn, lost, for/against, goal difference, points; basketball won, lost, win rate, games
// behind, per-game points for and against, streak (and division in competition 1). A zone's
// colour marks the position; the legend names the zones.
import type { Sport } from "@/shared/config";
import type { StandingRow, Standings } from "../api/competition-requests";
import { DIVISION_NAMES, gameBackText, perGame, streakText, wonRatePercent } from "../lib/standing-format";
import { textOnFill } from "@/shared/lib/contrast";
import { TeamLink } from "@/shared/ui/library-links";
import classes from "./competition-page.module.css";

function Position({ row, color }: { row: StandingRow; color: string | undefined }) {
  return (
    <span className={color ? `${classes.position} ${classes.positionZoned}` : classes.position} style={color ? { background: color, color: textOnFill(color) } : undefined}>
      {row.position}
    </span>
  );
}

function Team({ row, sport }: { row: StandingRow; sport: Sport }) {
  return (
    <TeamLink id={row.teamId} sport={sport} className={classes.team} title={row.teamName}>
      <img src={row.teamLogo} alt="" width={22} height={22} loading="lazy" />
      <span>{row.teamName}</span>
    </TeamLink>
  );
}

const streakClass = (streaks: number) => (streaks > 0 ? classes.win : streaks < 0 ? classes.loss : undefined);

export function StandingsTables({ standings, sport }: { standings: Standings; sport: Sport }) {
  const colorOf = new Map(standings.promotions.map((p) => [p.id, p.color]));
  const football = sport === "football";
  if (!standings.tables.some((t) => t.rows.length)) return <p className={classes.coming}>暂无数据</p>;
  return (
    <div data-testid="standings">
      {standings.tables.map((table) => {
        const divisions = table.rows.some((r) => r.conferenceId !== null);
        return (
          <section key={table.name || "table"} aria-label={table.name || "积分榜"}>
            {table.name && <h3 className={classes.tableTitle}>{table.name}</h3>}
            {/* On a narrow screen the table scrolls sideways inside its panel, not the page. */}
            <div className={classes.scroller}>
              <table className={classes.table}>
                <thead>
                  {football ? (
                    <tr>
                      <th>排名</th>
                      <th className={classes.teamCell}>球队</th>
                      <th>场次</th>
                      <th>胜</th>
                      <th>平</th>
                      <th>负</th>
                      <th>进/失</th>
                      <th>净胜</th>
                      <th>积分</th>
                    </tr>
                  ) : (
                    <tr>
                      <th>排名</th>
                      <th className={classes.teamCell}>球队</th>
                      {divisions && <th>赛区</th>}
                      <th>胜</th>
                      <th>负</th>
                      <th>胜率</th>
                      <th>胜场差</th>
                      <th>场均得分</th>
                      <th>场均失分</th>
                      <th>近况</th>
                    </tr>
                  )}
                </thead>
                <tbody>
                  {table.rows.map((row) => {
                    const color = row.promotionId === null ? undefined : colorOf.get(row.promotionId);
                    return football ? (
                      <tr key={row.teamId} data-testid="standing-row">
                        <td>
                          <Position row={row} color={color} />
                        </td>
                        <td className={classes.teamCell}>
                          <Team row={row} sport={sport} />
                        </td>
                        <td>{row.played}</td>
                        <td>{row.won}</td>
                        <td>{row.drawn}</td>
                        <td>{row.lost}</td>
                        <td>
                          {row.pointsFor}/{row.pointsAgt}
                        </td>
                        <td>{row.pointsFor - row.pointsAgt}</td>
                        <td className={classes.points}>{row.points}</td>
                      </tr>
                    ) : (
                      <tr key={row.teamId} data-testid="standing-row">
                        <td>
                          <Position row={row} color={color} />
                        </td>
                        <td className={classes.teamCell}>
                          <Team row={row} sport={sport} />
                        </td>
                        {divisions && <td>{row.conferenceId === null ? "-" : (DIVISION_NAMES[row.conferenceId] ?? "-")}</td>}
                        <td>{row.won}</td>
                        <td>{row.lost}</td>
                        <td>{wonRatePercent(row.wonRate)}</td>
                        <td>{gameBackText(row.gameBack)}</td>
                        <td>{perGame(row.pointsFor, row.played)}</td>
                        <td>{perGame(row.pointsAgt, row.played)}</td>
                        <td className={streakClass(row.streaks)}>{streakText(row.streaks)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      {standings.promotions.length > 0 && (
        <div className={classes.legend} aria-label="图例">
          {standings.promotions.map((p) => (
            <span key={p.id} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: p.color }} />
              {p.nameZh}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
