// 直播中: the anchor's live room — its match, time on air and viewers — with 进入直播间, 更换比赛
// and 下播 (下播成功，辛苦您了～).
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useState } from "react";
import { liveInfoQuery } from "@/entities/live-room";
import type { Match } from "@/entities/match";
import { formatCount } from "@/shared/lib/amount";
import { showToast } from "@/shared/lib/notify";
import { ROUTES } from "@/shared/routes";
import { changeBroadcastMatch, closeBroadcast, roomStatisticQuery } from "../api/broadcast-requests";
import { durationText } from "../lib/duration-text";
import classes from "./anchor-start.module.css";
import { MatchPicker } from "./match-picker";

const inPlayOrAhead = (match: Match) => match.topupType === "going" || match.topupType === "no_start";

export function OnAirPanel({ roomId, onChanged }: { roomId: number; onChanged: () => Promise<void> }) {
  const info = useQuery(liveInfoQuery(roomId));
  const statistic = useQuery(roomStatisticQuery(roomId));
  const [changing, setChanging] = useState(false);
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [target, setTarget] = useState<Match | null>(null);
  const match = info.data?.match;
  const navigate = useNavigate();

  const close = async () => {
    setBusy(true);
    const result = await closeBroadcast();
    setBusy(false);
    if (!result.ok) return;
    setClosing(false);
    showToast("success", result.msg || "下播成功，辛苦您了～");
    await onChanged();
  };

  const change = async () => {
    if (!target) return;
    setBusy(true);
    const result = await changeBroadcastMatch(target.matchId);
    setBusy(false);
    if (!result.ok) return;
    setChanging(false);
    setTarget(null);
    showToast("success", result.msg || "切换比赛成功");
    await Promise.all([info.refetch(), onChanged()]);
  };

  return (
    <section className={`${classes.panel} ${classes.onAir}`} aria-label="直播中">
      <h2 className={classes.panelTitle}>
        <Badge color="red" variant="filled">
          直播中
        </Badge>
        {info.data?.room.roomName ?? "我的直播间"}
      </h2>
      <Stack gap="md">
        <Group gap="lg">
          <Text size="sm" c="dimmed" data-testid="on-air-match">
            {match ? `${match.competitionShortName} ${match.homeTeamName} vs ${match.awayTeamName}` : "比赛信息加载中…"}
          </Text>
          <Text size="sm" c="dimmed">
            房间号 <span data-testid="on-air-room-id">{roomId}</span>
          </Text>
        </Group>
        <dl className={classes.figures}>
          <div>
            <dt>已播时长</dt>
            <dd>{statistic.data ? durationText(statistic.data.liveDuration) : "—"}</dd>
          </div>
          <div>
            <dt>观看人次</dt>
            <dd>{statistic.data ? formatCount(statistic.data.viewNumber) : "—"}</dd>
          </div>
          <div>
            <dt>当前在线</dt>
            <dd>{info.data ? formatCount(info.data.room.viewCount) : "—"}</dd>
          </div>
        </dl>
        <Group>
          <Button variant="light" onClick={() => void navigate({ href: ROUTES.liveRoom.href({ roomId }) })}>
            进入直播间
          </Button>
          <Button variant="default" onClick={() => setChanging(true)}>
            更换比赛
          </Button>
          <Button color="red" variant="outline" onClick={() => setClosing(true)}>
            下播
          </Button>
        </Group>
      </Stack>

      <Modal opened={changing} onClose={() => setChanging(false)} title="更换比赛" size="lg">
        <Stack>
          <MatchPicker
            sport={match?.sportType === 2 ? "basketball" : "football"}
            day={dayjs().format("YYYY-MM-DD")}
            isToday
            accept={inPlayOrAhead}
            competitionId={competitionId}
            matchId={target?.matchId ?? null}
            onCompetitionChange={(id) => {
              setCompetitionId(id);
              setTarget(null);
            }}
            onMatchChange={setTarget}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChanging(false)}>
              取消
            </Button>
            <Button onClick={() => void change()} loading={busy} disabled={!target}>
              确认更换
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={closing} onClose={() => setClosing(false)} title="确认下播？">
        <Text size="sm">下播后直播间将关闭，观众将无法继续观看。</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setClosing(false)}>
            继续直播
          </Button>
          <Button color="red" onClick={() => void close()} loading={busy}>
            确认下播
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
