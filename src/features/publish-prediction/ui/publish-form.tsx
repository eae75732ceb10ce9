// 发布预测 (docs/product-rules.md "Predictions"): a sport, today's and tomorrow's matches not yet
// started, a pick per match with its odds, a title and an analysis; checked in Chinese before the
// call, and the server's refusal shown under the form.
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import dayjs from "dayjs";
import type { Sport } from "@/entities/match";
import { usePublishScheme, type Scheme } from "@/entities/prediction";
import { ANALYSIS_MAX, draftProblem, PICKS_MAX, TITLE_MAX, type DraftPick } from "../lib/scheme-form-rules";
import { useUpcomingMatches } from "../model/upcoming-matches";
import { DraftPickRow } from "./draft-pick-row";
import classes from "./publish-prediction.module.css";

const FIRST_KIND = { football: "europe", basketball: "moneyline" } as const;

export function PublishForm({ onPublished }: { onPublished: (scheme: Scheme) => void }) {
  const [sport, setSport] = useState<Sport>("football");
  const [picks, setPicks] = useState<DraftPick[]>([]);
  const [title, setTitle] = useState("");
  const [analysis, setAnalysis] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const upcoming = useUpcomingMatches(sport);
  const publish = usePublishScheme();

  const chosen = new Set(picks.map((p) => p.matchId));
  const matchOptions = upcoming.matches
    .filter((m) => !chosen.has(m.matchId))
    .map((m) => ({
      value: String(m.matchId),
      label: `${dayjs.unix(m.matchTime).format("MM-DD HH:mm")} ${m.competition.shortName || m.competition.name} ${m.homeTeam.name} vs ${m.awayTeam.name}`,
    }));

  const addMatch = (value: string | null) => {
    const option = matchOptions.find((o) => o.value === value);
    if (!option || picks.length >= PICKS_MAX) return;
    setPicks([...picks, { matchId: Number(option.value), label: option.label, kind: FIRST_KIND[sport], selection: null }]);
    setProblem(null);
  };

  const submit = () => {
    const found = draftProblem(title, analysis, picks);
    setProblem(found);
    if (found) return;
    const sportType = sport === "football" ? 1 : 2;
    const body = { sportType, title: title.trim(), analysis: analysis.trim(), picks: picks.map(({ matchId, kind, selection }) => ({ matchId, kind, selection: selection! })) } as const;
    publish.mutate(body, { onSuccess: onPublished, onError: (error) => setProblem(error.message) });
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={sport}
        onChange={(next) => {
          setSport(next as Sport);
          setPicks([]);
        }}
        data={[
          { value: "football", label: "足球" },
          { value: "basketball", label: "篮球" },
        ]}
        aria-label="运动"
      />
      <Select
        label={`选择比赛（今明两天未开赛，最多${PICKS_MAX}场）`}
        placeholder={upcoming.isPending ? "比赛加载中…" : matchOptions.length === 0 ? "暂无可选比赛" : "搜索球队或赛事"}
        data={matchOptions}
        value={null}
        onChange={addMatch}
        searchable
        // A full day is thousands of matches: the first 50 that match the search are offered.
        limit={50}
        nothingFoundMessage="没有匹配的比赛"
        disabled={picks.length >= PICKS_MAX}
        error={upcoming.error ? upcoming.error.message : undefined}
      />
      {picks.length > 0 && (
        <ul className={classes.drafts} aria-label="已选比赛">
          {picks.map((draft, i) => (
            <DraftPickRow
              key={draft.matchId}
              sport={sport}
              draft={draft}
              onChange={(next) => setPicks(picks.map((p, j) => (j === i ? next : p)))}
              onRemove={() => setPicks(picks.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      <TextInput label="方案标题" placeholder={`4–${TITLE_MAX}个字`} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={TITLE_MAX + 10} />
      <Textarea
        label="分析"
        placeholder={`10–${ANALYSIS_MAX}个字`}
        value={analysis}
        onChange={(e) => setAnalysis(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        description={`${[...analysis.trim()].length}/${ANALYSIS_MAX}`}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          开赛后方案锁定，完场后自动结算
        </Text>
        <Button onClick={submit} loading={publish.isPending}>
          发布
        </Button>
      </Group>
    </Stack>
  );
}
