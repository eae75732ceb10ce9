// 我的直播数据: the last 30 days in figures, then every ended stream, the newest first.
import { ScrollArea, Table, Text } from "@mantine/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { formatCount } from "@/shared/lib/amount";
import { ListFallback, LoadMoreButton } from "@/shared/ui/list-fallback";
import { livingRecordsQuery, livingStatisticsQuery, type LiveRecord, type LivingStatistics } from "../api/broadcast-requests";
import { durationText } from "../lib/duration-text";
import classes from "./anchor-start.module.css";


function Figures({ s }: { s: LivingStatistics }) {
  return (
    <dl className={classes.figures} aria-label={`近${s.days}天`}>
      <div>
        <dt>近{s.days}天开播</dt>
        <dd>{s.liveCount}场</dd>
      </div>
      <div>
        <dt>直播时长</dt>
        <dd>{durationText(s.liveDuration)}</dd>
      </div>
      <div>
        <dt>观看人次</dt>
        <dd>{formatCount(s.viewNumber)}</dd>
      </div>
      <div>
        <dt>单场最高</dt>
        <dd>{formatCount(s.maxViewNumber)}</dd>
      </div>
      <div>
        <dt>粉丝</dt>
        <dd>{formatCount(s.fansCount)}</dd>
      </div>
    </dl>
  );
}

function RecordRow({ r }: { r: LiveRecord }) {
  return (
    <Table.Tr>
      <Table.Td>{dayjs.unix(r.startTime).format("MM-DD HH:mm")}</Table.Td>
      <Table.Td>
        {r.roomName}
        {r.status === "illegal" && (
          <Text span c="red" size="xs" ml={6}>
            违规关闭
          </Text>
        )}
      </Table.Td>
      <Table.Td>{r.matchId ? `${r.competitionName} ${r.homeTeamName} vs ${r.awayTeamName}` : "—"}</Table.Td>
      <Table.Td>{durationText(r.duration)}</Table.Td>
      <Table.Td>{formatCount(r.viewNumber)}</Table.Td>
    </Table.Tr>
  );
}

export function LiveStatsPanel({ userId }: { userId: number }) {
  const statistics = useQuery(livingStatisticsQuery(userId));
  const records = useInfiniteQuery(livingRecordsQuery(userId));
  const rows = records.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className={classes.panel} aria-label="我的直播数据">
      <h2 className={classes.panelTitle}>我的直播数据</h2>
      <ListFallback query={statistics} ready={statistics.isSuccess} errorTitle="直播数据加载失败">
        {statistics.data && <Figures s={statistics.data} />}
      </ListFallback>
      <Text fw={600} mt="lg" mb="xs">
        直播记录
      </Text>
      <ListFallback query={records} ready={records.isSuccess} errorTitle="直播记录加载失败">
        {rows.length === 0 ? (
          <p className={classes.empty}>暂无直播记录</p>
        ) : (
          <>
            <ScrollArea type="auto">
              <Table striped highlightOnHover miw={640} w="100%" aria-label="直播记录">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>开播时间</Table.Th>
                    <Table.Th>直播间标题</Table.Th>
                    <Table.Th>比赛</Table.Th>
                    <Table.Th>时长</Table.Th>
                    <Table.Th>观看人次</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <RecordRow key={r.id} r={r} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <LoadMoreButton list={records} />
          </>
        )}
      </ListFallback>
    </section>
  );
}
