// 开播设置: the start-broadcast draft (docs/product-rules.md "Broadcast start") — day, sport,
// competition and match, room name, cover, notify fans — saved as it is typed, then 开始直播.
import { Alert, Button, Group, SegmentedControl, Stack, Switch, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useMemo, useState } from "react";
import { liveInfoQuery } from "@/entities/live-room";
import type { Match } from "@/entities/match";
import { showToast } from "@/shared/lib/notify";
import type { Sport } from "@/shared/config";
import { prepareBroadcast } from "../api/broadcast-requests";
import { pickableDayQuery } from "../api/pickable-day-query";
import { draftDays, draftError, readDraft, ROOM_NAME_MAX, writeDraft, type DraftField, type StartDraft } from "../lib/start-draft";
import classes from "./anchor-start.module.css";
import { MatchPicker } from "./match-picker";
import { CoverField } from "./cover-field";

const sportOf = (sportType: StartDraft["sportType"]): Sport => (sportType === 2 ? "basketball" : "football");

/** A broadcast may open on a match in play or not started yet. */
const canBroadcast = (match: Match) => match.topupType === "going" || match.topupType === "no_start";

/** `onRefused` re-reads the desk's state: a refusal may mean the stream is already on air. */
export function StartForm({ userId, onStarted, onRefused }: { userId: number; onStarted: () => void; onRefused: () => void }) {
  const today = dayjs().format("YYYY-MM-DD");
  const [draft, setDraft] = useState<StartDraft>(() => readDraft(localStorage, userId, today));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const queryClient = useQueryClient();
  const days = useMemo(() => draftDays(today), [today]);

  useEffect(() => writeDraft(localStorage, userId, draft), [userId, draft]);

  const edit = (patch: Partial<StartDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setRefusal(null);
  };

  const start = async () => {
    const error = draftError(draft);
    if (error) return setErrors({ [error.field]: error.message });
    setStarting(true);
    const result = await prepareBroadcast({
      roomName: draft.roomName.trim(),
      matchId: draft.matchId!,
      sportType: draft.sportType,
      date: draft.date,
      selCompetition: draft.selCompetition,
      notification: draft.notification ? 1 : 0,
      ...(draft.coverPicture ? { coverPicture: draft.coverPicture } : {}),
    });
    setStarting(false);
    if (!result.ok) {
      setRefusal(result.message);
      // The match may have ended since the list was read: read it again so the picker drops it.
      void queryClient.invalidateQueries({ queryKey: pickableDayQuery(sportOf(draft.sportType), draft.date, draft.date === today).queryKey });
      return onRefused();
    }
    showToast("success", result.msg || "开播成功");
    // The room keeps its id from stream to stream: what was cached is the last stream's.
    queryClient.removeQueries({ queryKey: liveInfoQuery(result.data.roomId).queryKey });
    await queryClient.invalidateQueries({ queryKey: ["anchor-start"] });
    onStarted();
  };

  return (
    <section className={classes.panel} aria-label="开播设置">
      <h2 className={classes.panelTitle}>开播设置</h2>
      <Stack gap="md">
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label="运动类型"
            value={String(draft.sportType)}
            onChange={(value) => edit({ sportType: value === "2" ? 2 : 1, selCompetition: null, matchId: null })}
            data={[
              { value: "1", label: "足球" },
              { value: "2", label: "篮球" },
            ]}
          />
          <SegmentedControl aria-label="直播日期" value={draft.date} onChange={(date) => edit({ date, selCompetition: null, matchId: null })} data={days} />
        </Group>
        <MatchPicker
          sport={sportOf(draft.sportType)}
          day={draft.date}
          isToday={draft.date === today}
          accept={canBroadcast}
          competitionId={draft.selCompetition}
          matchId={draft.matchId}
          onCompetitionChange={(selCompetition) => edit({ selCompetition, matchId: null })}
          onMatchChange={(match) => edit({ matchId: match?.matchId ?? null, selCompetition: match ? match.competition.id : draft.selCompetition })}
          error={errors.matchId}
        />
        <TextInput
          label="直播间标题"
          placeholder="例如：今晚一起看球，全场解说"
          value={draft.roomName}
          onChange={(event) => edit({ roomName: event.currentTarget.value })}
          error={errors.roomName}
          description={`${[...draft.roomName.trim()].length}/${ROOM_NAME_MAX}`}
          withAsterisk
        />
        <CoverField value={draft.coverPicture} onChange={(coverPicture) => edit({ coverPicture })} />
        <Switch label="开播时通知关注我的粉丝" checked={draft.notification} onChange={(event) => edit({ notification: event.currentTarget.checked })} />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group>
          <Button color="red" onClick={() => void start()} loading={starting}>
            开始直播
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
