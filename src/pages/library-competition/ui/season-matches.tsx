// The 赛程/赛果 tab: one round (or day) at a time, with ‹ › and a picker of every round, its matches
// on the shared grid (keyboard rows, ARIA grid; Enter on a match the lists also carry opens its
// match centre).
import { useMemo, useState } from "react";
import { ActionIcon, Select } from "@mantine/core";
import { createStore } from "effector";
import type { Sport } from "@/shared/config";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import { VirtualGrid } from "@/shared/ui/virtual-grid";
import type { LibraryMatch } from "../api/competition-requests";
import { matchPages, openingPage } from "../lib/match-groups";
import { seasonMatchColumns, type SeasonMatchItem, type SeasonRow } from "./season-match-columns";
import classes from "./competition-page.module.css";

const ROW_HEIGHT = 48;
/** The fixed header (64 px) and the grid's column header. */
const SCROLL_PADDING = 64 + 40;
const noDecoration = () => null;
const noSection = () => null;
const rowAttributes = (m: SeasonMatchItem) => ({ "data-testid": "season-match", "data-match-id": m.matchId });

/** The sim's own matches have a match centre; the generated season's do not. */
const openMatch = (m: SeasonMatchItem) => {
  if (m.hasDetail) openInNewTab(ROUTES.liveRoom.href({ matchId: m.matchId, sport: m.sport }));
};

function RoundGrid({ matches, sport, label }: { matches: readonly LibraryMatch[]; sport: Sport; label: string }) {
  const { rows, source } = useMemo(() => {
    const items = matches.map((m): SeasonMatchItem => ({ ...m, sport }));
    return {
      rows: items.map((m): SeasonRow => ({ kind: "item", id: String(m.matchId), itemId: m.matchId })),
      source: createStore<ReadonlyMap<number, SeasonMatchItem>>(new Map(items.map((m) => [m.matchId, m]))),
    };
  }, [matches, sport]);
  return (
    <VirtualGrid
      rows={rows}
      columns={seasonMatchColumns}
      source={source}
      useDecoration={noDecoration}
      label={label}
      itemHeight={ROW_HEIGHT}
      sectionHeight={ROW_HEIGHT}
      scrollPaddingStart={SCROLL_PADDING}
      renderSection={noSection}
      rowAttributes={rowAttributes}
      onOpen={openMatch}
      emptyText="暂无数据"
      testId="season-grid"
    />
  );
}

export function SeasonMatches({ matches, sport }: { matches: readonly LibraryMatch[]; sport: Sport }) {
  const pages = matchPages(matches);
  const [picked, setPicked] = useState<number | null>(null);
  if (!pages.length) return <p className={classes.coming}>暂无数据</p>;
  const index = Math.min(picked ?? openingPage(pages, sport), pages.length - 1);
  const page = pages[index]!;
  return (
    <div data-testid="season-matches">
      <div className={classes.roundBar}>
        <ActionIcon variant="default" aria-label="上一轮" disabled={index === 0} onClick={() => setPicked(index - 1)}>
          ‹
        </ActionIcon>
        <Select
          aria-label="选择轮次"
          data={pages.map((p, i) => ({ value: String(i), label: p.label }))}
          value={String(index)}
          onChange={(value) => value !== null && setPicked(Number(value))}
          allowDeselect={false}
          searchable
          w={220}
        />
        <ActionIcon variant="default" aria-label="下一轮" disabled={index === pages.length - 1} onClick={() => setPicked(index + 1)}>
          ›
        </ActionIcon>
      </div>
      <RoundGrid key={page.key} matches={page.matches} sport={sport} label={`${page.label}赛程`} />
    </div>
  );
}
