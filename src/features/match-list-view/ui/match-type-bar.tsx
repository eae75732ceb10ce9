// The match-type filter of a list (docs/product-rules.md "Match types"), remembered per scope.
import { SegmentedControl } from "@mantine/core";
import { useUnit } from "effector-react";
import type { ListView } from "../model/create-list-view";

export interface MatchTypeOption<T extends string> {
  value: T;
  label: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the filter tabs do not matter here
export function MatchTypeBar<T extends string>({ view, options }: { view: ListView<T, any>; options: readonly MatchTypeOption<T>[] }) {
  const [type, selected] = useUnit([view.$matchType, view.matchTypeSelected]);
  return (
    <SegmentedControl
      size="xs"
      aria-label="比赛类型"
      data={options as MatchTypeOption<T>[]}
      value={type}
      onChange={(value) => {
        if (view.matchTypes.isMatchType(value)) selected(value);
      }}
    />
  );
}
