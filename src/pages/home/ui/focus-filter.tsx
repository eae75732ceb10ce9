// 今日焦点赛事's 筛选 button: on screen at once with the count of statuses shown; its popover
// (Mantine's Popover and floating-ui, ~20 KiB gzip, which home needs for nothing else) downloads
// on the first click and opens then.
import { Button } from "@mantine/core";
import { useUnit } from "effector-react";
import { $userSetting, displayFiltersOf } from "@/entities/user-setting";
import type { Sport } from "@/shared/config";
import { createOnDemandPopover } from "@/shared/ui/on-demand";

const FilterPopover = createOnDemandPopover(() => import("./focus-filter-popover").then((module) => module.FocusFilterPopover));

const STATUSES = ["going", "notStarted", "finished"] as const;

export function FocusFilter({ sport }: { sport: Sport }) {
  const filters = displayFiltersOf(useUnit($userSetting), sport);
  const shown = STATUSES.filter((key) => filters[key]).length;
  return (
    <FilterPopover
      sport={sport}
      trigger={
        <Button size="xs" variant="default" radius="xl" leftSection={<FilterIcon />} aria-label="筛选比赛状态">
          筛选{shown < STATUSES.length ? ` (${shown})` : ""}
        </Button>
      }
    />
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M4 5h16l-6 8v5l-4 2v-7L4 5z" />
    </svg>
  );
}
