// 数据: football's lineups, then both sports' head-to-head (with the data library's three-season
// tally and a link to the history page), recent form and the table rows around the two teams (football's table call; basketball's table comes with its analysis). Each block
// loads and fails on its own.
import { useQuery } from "@tanstack/react-query";
import { analyseQuery, lineupQuery, tableQuery } from "@/entities/match";
import type { TabProps } from "./match-centre";
import { AnalyseBlocks } from "./analyse-blocks";
import { HeadToHeadNote } from "./head-to-head-note";
import { LineupBlock } from "./lineup-block";
import { Section } from "./section";
import { StandingsBlock } from "./standings-block";
import { TabQuery } from "./tab-query";

function FootballExtras({ matchId, teamIds }: { matchId: number; teamIds: readonly number[] }) {
  const table = useQuery(tableQuery(matchId));
  return (
    <Section title="积分榜">
      <TabQuery query={table} errorTitle="积分榜加载失败">
        {(standings) => <StandingsBlock standings={standings} teamIds={teamIds} sport="football" />}
      </TabQuery>
    </Section>
  );
}

function FootballLineup({ matchId }: { matchId: number }) {
  const lineup = useQuery(lineupQuery(matchId));
  return (
    <Section title="阵容">
      <TabQuery query={lineup} errorTitle="阵容加载失败">
        {(data) => <LineupBlock lineup={data} />}
      </TabQuery>
    </Section>
  );
}

export function DataTab({ matchId, sport }: TabProps) {
  const analyse = useQuery(analyseQuery(sport, matchId));
  const teamIds = analyse.data ? [analyse.data.homeTeam.teamId, analyse.data.awayTeam.teamId] : [];
  return (
    <>
      {sport === "football" && <FootballLineup matchId={matchId} />}
      <Section title="交锋与近况" note={<HeadToHeadNote sport={sport} matchId={matchId} />}>
        <TabQuery query={analyse} errorTitle="数据加载失败">
          {(data) => <AnalyseBlocks analyse={data} />}
        </TabQuery>
      </Section>
      {sport === "football" && analyse.data && <FootballExtras matchId={matchId} teamIds={teamIds} />}
      {sport === "basketball" && analyse.data?.table && (
        <Section title="积分榜">
          <StandingsBlock standings={analyse.data.table} teamIds={teamIds} sport="basketball" />
        </Section>
      )}
    </>
  );
}
