// 阵容 / 球员: the season's squad with each player's numbers, asked for when the tab opens.
import { Avatar, Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { perGame } from "@/entities/team";
import { formatAmount } from "@/shared/lib/amount";
import { PlayerLink } from "@/shared/ui/library-links";
import { EmptyNote, PageFailure, PageLoading } from "@/shared/ui/library-page";
import { teamBestPlayersQuery, type TeamPlayer } from "../api/team-requests";
import type { TabProps } from "./tab-props";
import classes from "./team-page.module.css";

function statCells(sport: Sport, player: TeamPlayer): (string | number)[] {
  const s = player.stats;
  if (!s) return sport === "football" ? ["-", "-", "-", "-"] : ["-", "-", "-", "-"];
  if ("goals" in s) return [s.appearances, s.goals, s.assists, s.appearances > 0 ? s.rating.toFixed(1) : "-"];
  return [s.appearances, perGame(s.points, s.appearances), perGame(s.rebounds, s.appearances), perGame(s.assists, s.appearances)];
}

export function SquadTab({ sport, teamId, seasonId }: TabProps) {
  const best = useQuery(teamBestPlayersQuery(sport, teamId, seasonId));
  if (best.isPending) return <PageLoading label="球员加载中" />;
  if (best.isError) return <PageFailure message={best.error.message || "球员加载失败"} onRetry={() => void best.refetch()} />;
  if (best.data.players.length === 0) return <EmptyNote>暂无球员数据</EmptyNote>;
  const heads = sport === "football" ? ["出场", "进球", "助攻", "评分"] : ["出场", "场均得分", "场均篮板", "场均助攻"];
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="squad">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>号码</Table.Th>
            <Table.Th>球员</Table.Th>
            <Table.Th>位置</Table.Th>
            <Table.Th>年龄</Table.Th>
            <Table.Th>国籍</Table.Th>
            <Table.Th>{sport === "football" ? "身价" : "年薪"}</Table.Th>
            {heads.map((h) => (
              <Table.Th key={h} ta="right">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {best.data.players.map((p) => (
            <Table.Tr key={p.playerId} data-testid="squad-row">
              <Table.Td className={classes.number}>{p.number}</Table.Td>
              <Table.Td>
                <PlayerLink id={p.playerId} sport={sport} className={classes.playerCell} title={p.name}>
                  <Avatar src={p.logo || null} name={p.name} size={28} color="initials" />
                  <span>{p.name}</span>
                </PlayerLink>
              </Table.Td>
              <Table.Td>{p.positionName}</Table.Td>
              <Table.Td>{p.age}</Table.Td>
              <Table.Td>{p.nationality}</Table.Td>
              <Table.Td>{sport === "football" ? `€${formatAmount(p.marketValue)}` : `$${formatAmount(p.marketValue)}`}</Table.Td>
              {statCells(sport, p).map((cell, i) => (
                <Table.Td key={heads[i]} ta="right" className={classes.stat}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
