// The competition page's 对阵 tab (docs/product-rules.md "Data library"): the season's knockout
// drawn as a bracket (bracket-rounds.tsx), the third-place match apart; a stage picker when the
// season has several (basketball: play-in, playoffs); 暂无对阵 without a knockout.
import { useState } from "react";
import { Button, Center, Loader, SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { bracketQuery } from "../api/bracket-requests";
import type { CompetitionInfo, SeasonRef } from "../api/competition-requests";
import { sortStages, stageName } from "../lib/stage-order";
import { Rounds } from "./bracket-rounds";
import pageClasses from "./competition-page.module.css";
import classes from "./bracket.module.css";

export function BracketTab({ sport, season }: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  const bracket = useQuery(bracketQuery(sport, season));
  const [picked, setPicked] = useState<string | null>(null);
  if (bracket.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="对阵加载中" />
      </Center>
    );
  }
  if (bracket.isError) {
    return (
      <Center py={60} style={{ flexDirection: "column", gap: 12 }}>
        <p className={pageClasses.coming} style={{ padding: 0 }}>
          {bracket.error.message || "对阵加载失败"}
        </p>
        <Button variant="light" onClick={() => void bracket.refetch()}>
          重试
        </Button>
      </Center>
    );
  }
  const stages = sortStages(sport, bracket.data).filter((s) => s.groups.some((g) => g.rounds.length > 0));
  if (stages.length === 0) return <p className={pageClasses.coming}>暂无对阵</p>;
  // The last stage (the playoffs) unless one was picked.
  const stage = stages.find((s) => String(s.stageId) === picked) ?? stages[stages.length - 1]!;
  return (
    <div className={classes.bracket} data-testid="bracket">
      {stages.length > 1 && (
        <SegmentedControl
          aria-label="选择阶段"
          value={String(stage.stageId)}
          onChange={setPicked}
          data={stages.map((s) => ({ value: String(s.stageId), label: stageName(sport, s) }))}
          mb="md"
        />
      )}
      <div className={classes.scroller} data-testid="bracket-scroller">
        {stage.groups.map((group, g) => (
          <div key={g}>
            {group.name && <h3 className={classes.groupName}>{group.name}</h3>}
            <Rounds rounds={group.rounds} sport={sport} />
          </div>
        ))}
        {stage.thirdPlaceGroups.map((group, g) => (
          <div key={`third-${g}`} className={classes.third} data-testid="bracket-third-place">
            <Rounds rounds={group.rounds} sport={sport} />
          </div>
        ))}
      </div>
    </div>
  );
}
