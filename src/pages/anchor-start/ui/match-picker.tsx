// Choose a match of one day: a competition (optional) then the match. Kept out of the match
// entity: its select brings Mantine's combobox, which the lists' first download must not carry. The caller says which
// matches may be chosen (a broadcast: not over; a prediction: not started) and keeps the choice.
import { Button, Group, Select, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { Sport } from "@/shared/config";
import { pickableDayQuery } from "../api/pickable-day-query";
import { competitionChoiceOf, competitionChoices, matchChoice, matchChoices, type CompetitionChoice, type MatchChoice } from "../lib/match-choices";
import type { Match } from "@/entities/match";

export interface MatchPickerProps {
  sport: Sport;
  /** YYYY-MM-DD in the viewer's time. */
  day: string;
  isToday: boolean;
  accept: (match: Match) => boolean;
  competitionId: number | null;
  matchId: number | null;
  onCompetitionChange: (competitionId: number | null) => void;
  onMatchChange: (match: Match | null) => void;
  /** A validation message for the match field. */
  error?: string | null;
}

/**
 * A Select parses and indexes its whole `data` on every change, open or closed (and Mantine's
 * default kept every option in a hidden listbox: about a second of main thread at 4× CPU on
 * /anchorStart's load), and a day offers thousands of matches: closed, it gets only the chosen
 * option, which its input shows. Building every option (labels, the competitions'
 * counts, sorting) waits for the first opening too: it cost a 134 ms task at 4× on the desk's load.
 */
function useOptionsWhileOpen(allOptions: () => readonly MatchChoice[], chosenOption: () => MatchChoice | null) {
  const [open, setOpen] = useState(false);
  const data = useMemo(() => {
    if (open) return [...allOptions()];
    const chosen = chosenOption();
    return chosen ? [chosen] : [];
  }, [open, allOptions, chosenOption]);
  return { data, onDropdownOpen: () => setOpen(true), onDropdownClose: () => setOpen(false) };
}

const competitionOption = (choice: CompetitionChoice): MatchChoice => ({ value: String(choice.id), label: `${choice.name}（${choice.count}）` });

export function MatchPicker({ sport, day, isToday, accept, competitionId, matchId, onCompetitionChange, onMatchChange, error }: MatchPickerProps) {
  const list = useQuery(pickableDayQuery(sport, day, isToday));
  const matches = useMemo(() => (list.data ?? []).filter(accept), [list.data, accept]);
  const allCompetitions = useCallback(() => competitionChoices(matches).map(competitionOption), [matches]);
  const chosenCompetition = useCallback(() => {
    const choice = competitionId === null ? null : competitionChoiceOf(matches, competitionId);
    return choice ? competitionOption(choice) : null;
  }, [matches, competitionId]);
  const allMatches = useCallback(() => matchChoices(matches, competitionId), [matches, competitionId]);
  const chosenMatch = useCallback(() => {
    const match = matchId === null ? undefined : matches.find((m) => m.matchId === matchId);
    return match ? matchChoice(match) : null;
  }, [matches, matchId]);
  const hasMatches = useMemo(() => matches.some((m) => competitionId === null || m.competition.id === competitionId), [matches, competitionId]);
  const competitionValue = competitionId === null ? null : String(competitionId);
  const matchValue = matchId === null ? null : String(matchId);
  const competitionSelect = useOptionsWhileOpen(allCompetitions, chosenCompetition);
  const matchSelect = useOptionsWhileOpen(allMatches, chosenMatch);

  if (list.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red">
          {list.error.message || "比赛列表加载失败"}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void list.refetch()}>
          重试
        </Button>
      </Group>
    );
  }
  const loading = list.isPending;
  return (
    <Group grow align="flex-start" wrap="wrap">
      <Select
        label="赛事"
        placeholder={loading ? "加载中…" : "全部赛事"}
        {...competitionSelect}
        value={competitionValue}
        onChange={(value) => onCompetitionChange(value === null ? null : Number(value))}
        searchable
        clearable
        disabled={loading}
        nothingFoundMessage="没有匹配的赛事"
      />
      <Select
        label="比赛"
        placeholder={loading ? "加载中…" : hasMatches ? "请选择比赛" : "暂无可选比赛"}
        {...matchSelect}
        value={matchValue}
        onChange={(value) => onMatchChange(value === null ? null : (matches.find((m) => m.matchId === Number(value)) ?? null))}
        searchable
        disabled={loading || !hasMatches}
        nothingFoundMessage="没有匹配的比赛"
        error={error ?? undefined}
        withAsterisk
      />
    </Group>
  );
}
