// 筛选: opens the competition filter dialog; a badge counts the chosen competitions while a
// filter is on. It carries the dialog with it, so a board renders just this.
import { Badge, Button } from "@mantine/core";
import { useUnit } from "effector-react";
import type { FilterDialog } from "../model/create-filter-dialog";
import { CompetitionFilterDialog } from "./competition-filter-dialog";

export function CompetitionFilterButton({ dialog }: { dialog: FilterDialog }) {
  const [filter, opened] = useUnit([dialog.$current, dialog.opened]);
  return (
    <>
      <Button
        size="xs"
        variant={filter ? "light" : "default"}
        aria-haspopup="dialog"
        onClick={() => opened()}
        rightSection={filter ? <Badge size="xs" circle data-testid="filter-count">{filter.ids.length}</Badge> : null}
      >
        筛选
      </Button>
      <CompetitionFilterDialog dialog={dialog} />
    </>
  );
}
