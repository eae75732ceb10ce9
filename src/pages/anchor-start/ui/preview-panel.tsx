// 直播预告: the anchor's preview (the sim keeps one per anchor: a new one replaces it), posted on a
// match that has not started; fans can set a reminder on it. Adding and deleting push 225/226, so
// lists and the home page show the change at once.
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { anchorPreviewsQuery, PreviewCard } from "@/entities/anchor";
import type { Match } from "@/entities/match";
import { showToast } from "@/shared/lib/notify";
import { ListFallback } from "@/shared/ui/list-fallback";
import { addPreview, deletePreview } from "../api/broadcast-requests";
import { draftDays } from "../lib/start-draft";
import classes from "./anchor-start.module.css";
import { MatchPicker } from "./match-picker";

const notStarted = (match: Match) => match.topupType === "no_start" && match.matchTime * 1000 > Date.now();

export function PreviewPanel({ userId }: { userId: number }) {
  const previews = useQuery(anchorPreviewsQuery(userId, userId));
  const queryClient = useQueryClient();
  const today = dayjs().format("YYYY-MM-DD");
  const days = useMemo(() => draftDays(today), [today]);
  const [sport, setSport] = useState<"football" | "basketball">("football");
  const [day, setDay] = useState(today);
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [match, setMatch] = useState<Match | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: anchorPreviewsQuery(userId, userId).queryKey });

  const add = async () => {
    if (!match) return;
    setBusy(true);
    const result = await addPreview(match.matchId);
    setBusy(false);
    if (!result.ok) return;
    showToast("success", result.msg || "预告发布成功");
    setMatch(null);
    await reload();
  };

  const remove = async (prepareId: number) => {
    const result = await deletePreview(prepareId);
    if (!result.ok) return;
    showToast("success", result.msg || "预告已删除");
    await reload();
  };

  let list = null;
  if (previews.data?.length === 0) list = <p className={classes.empty}>暂无直播预告</p>;
  else if (previews.data) {
    list = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label="我的直播预告">
        {previews.data.map((preview) => (
          <PreviewCard
            key={preview.prepareId}
            preview={preview}
            action={
              <Button size="xs" variant="subtle" color="red" onClick={() => void remove(preview.prepareId)}>
                删除预告
              </Button>
            }
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <section className={classes.panel} aria-label="直播预告">
      <h2 className={classes.panelTitle}>直播预告</h2>
      <Stack gap="md">
        <ListFallback query={previews} ready={previews.isSuccess} errorTitle="直播预告加载失败">
          {list}
        </ListFallback>
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label="预告运动类型"
            value={sport}
            onChange={(value) => {
              setSport(value === "basketball" ? "basketball" : "football");
              setCompetitionId(null);
              setMatch(null);
            }}
            data={[
              { value: "football", label: "足球" },
              { value: "basketball", label: "篮球" },
            ]}
          />
          <SegmentedControl
            aria-label="预告日期"
            value={day}
            onChange={(value) => {
              setDay(value);
              setCompetitionId(null);
              setMatch(null);
            }}
            data={days}
          />
        </Group>
        <MatchPicker
          sport={sport}
          day={day}
          isToday={day === today}
          accept={notStarted}
          competitionId={competitionId}
          matchId={match?.matchId ?? null}
          onCompetitionChange={(id) => {
            setCompetitionId(id);
            setMatch(null);
          }}
          onMatchChange={setMatch}
        />
        <Group>
          <Button variant="light" onClick={() => void add()} loading={busy} disabled={!match}>
            发布预告
          </Button>
          <Text size="xs" c="dimmed">
            每位主播保留一条预告，发布新预告会替换原有预告。
          </Text>
        </Group>
      </Stack>
    </section>
  );
}
