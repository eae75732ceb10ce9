// 我的直播数据: the last 30 days in figures, then every ended stream, the newest first.
import { Button, Group, Loader, ScrollArea, Table, Text } from "@mantine/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { livingRecordsQuery, livingStatisticsQuery } from "../api/broadcast-requests";
import { durationText } from "../lib/duration-text";
import classes from "./anchor-start.module.css";

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Group>
      <Text size="sm" c="red">
        {message}
      </Text>
      <Button size="compact-xs" variant="light" onClick={onRetry}>
        重试
      </Button>
    </Group>
  );
}

export function LiveStatsPanel({ userId }: { userId: number }) {
  const statistics = useQuery(livingStatisticsQuery(userId));
  const records = useInfiniteQuery(livingRecordsQuery(userId));
  const rows = records.data?.pages.flatMap((page) => page.items) ?? [];
  const s = statistics.data;

  return (
    <section className={classes.panel} aria-label="我的直播数据">
      <h2 className={classes.panelTitle}>我的直播数据</h2>
      {statistics.isError ? (
        <Retry message={statistics.error.message || "直播数据加载失败"} onRetry={() => void statistics.refetch()} />
      ) : (
        <dl className={classes.figures} aria-label={`近${s?.days ?? 30}天`}>
          <div>
            <dt>近{s?.days ?? 30}天开播</dt>
            <dd>{s ? `${s.liveCount}场` : "—"}</dd>
          </div>
          <div>
            <dt>直播时长</dt>
            <dd>{s ? durationText(s.liveDuration) : "—"}</dd>
          </div>
          <div>
            <dt>观看人次</dt>
            <dd>{s?.viewNumber.toLocaleString("zh-CN") ?? "—"}</dd>
          </div>
          <div>
            <dt>单场最高</dt>
            <dd>{s?.maxViewNumber.toLocaleString("zh-CN") ?? "—"}</dd>
          </div>
          <div>
            <dt>粉丝</dt>
            <dd>{s?.fansCount.toLocaleString("zh-CN") ?? "—"}</dd>
          </div>
        </dl>
      )}
      <Text fw={600} mt="lg" mb="xs">
        直播记录
      </Text>
      {records.isPending ? (
        <Loader size="sm" aria-label="直播记录加载中" />
      ) : records.isError ? (
        <Retry message={records.error.message || "直播记录加载失败"} onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
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
                  <Table.Tr key={r.id}>
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
                    <Table.Td>{r.viewNumber.toLocaleString("zh-CN")}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {records.hasNextPage && (
            <Group justify="center" mt="sm">
              <Button variant="subtle" size="xs" loading={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>
                加载更多
              </Button>
            </Group>
          )}
        </>
      )}
    </section>
  );
}
