// One match of the draft: its kinds of pick (胜平负/让球/大小球, basketball 胜负/让分/总分) and the
// choices of the chosen kind with the lead company's current odds.
import { Button, CloseButton, Group, Loader, SegmentedControl, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { leadOddsQuery, ODDS_KINDS, type Sport } from "@/entities/match";
import { PICK_KIND_TEXT, pickOddsText, pickOptions, pickText, type PickKind, type PickSelection } from "@/entities/prediction";
import type { DraftPick } from "../lib/scheme-form-rules";
import classes from "./publish-prediction.module.css";

interface Props {
  sport: Sport;
  draft: DraftPick;
  onChange: (next: DraftPick) => void;
  onRemove: () => void;
}

export function DraftPickRow({ sport, draft, onChange, onRemove }: Props) {
  const odds = useQuery(leadOddsQuery(sport, draft.matchId));
  const market = odds.data?.markets.find((m) => m.kind === draft.kind);
  const options = market ? pickOptions(draft.kind, market.current) : [];
  return (
    <li className={classes.draft} aria-label={draft.label}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {draft.label}
        </Text>
        <CloseButton size="sm" aria-label={`移除 ${draft.label}`} onClick={onRemove} />
      </Group>
      <SegmentedControl
        size="xs"
        value={draft.kind}
        onChange={(kind) => onChange({ ...draft, kind: kind as PickKind, selection: null })}
        data={ODDS_KINDS[sport].map((kind) => ({ value: kind, label: PICK_KIND_TEXT[kind] }))}
      />
      <Group gap="xs" mt={6}>
        {odds.isPending ? (
          <Loader size="xs" aria-label="指数加载中" />
        ) : options.length === 0 ? (
          <Text size="xs" c="dimmed">
            {odds.error?.message || "暂无指数"}
          </Text>
        ) : (
          options.map((option) => (
            <Button
              key={option.selection}
              size="xs"
              variant={draft.selection === option.selection ? "filled" : "default"}
              aria-pressed={draft.selection === option.selection}
              onClick={() => onChange({ ...draft, selection: option.selection as PickSelection })}
            >
              {`${pickText(option).choice} ${pickOddsText(option.odds)}`}
            </Button>
          ))
        )}
      </Group>
    </li>
  );
}
