// Match-type filter (spec 1 §4): 全部, 竞足, 北单, 传足, 直播, 一级. Remembered per list scope.
import { SegmentedControl } from "@mantine/core";
import { useUnit } from "effector-react";
import { FOOTBALL_MATCH_TYPES, FOOTBALL_MATCH_TYPE_LABELS, isFootballMatchType } from "@/entities/match";
import { $activeMatchType, matchTypeSelected } from "../model/list-view";

const DATA = FOOTBALL_MATCH_TYPES.map((type) => ({ value: type, label: FOOTBALL_MATCH_TYPE_LABELS[type] }));

export function MatchTypeBar() {
  const [type, selected] = useUnit([$activeMatchType, matchTypeSelected]);
  return (
    <SegmentedControl
      size="xs"
      aria-label="比赛类型"
      data={DATA}
      value={type}
      onChange={(value) => {
        if (isFootballMatchType(value)) selected(value);
      }}
    />
  );
}
