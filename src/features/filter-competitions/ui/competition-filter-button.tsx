// 筛选: opens the competition filter dialog; a badge counts the chosen competitions while a
// filter is on. It carries the dialog with it, so a page renders just this.
import { Badge, Button } from "@mantine/core";
import { useUnit } from "effector-react";
import { $footballCompetitionFilter, competitionFilterOpenRequested } from "@/entities/match";
import { CompetitionFilterDialog } from "./competition-filter-dialog";

export function CompetitionFilterButton() {
  const [filter, openRequested] = useUnit([$footballCompetitionFilter, competitionFilterOpenRequested]);
  return (
    <>
      <Button
        size="xs"
        variant={filter ? "light" : "default"}
        aria-haspopup="dialog"
        onClick={() => openRequested()}
        rightSection={filter ? <Badge size="xs" circle data-testid="filter-count">{filter.ids.length}</Badge> : null}
      >
        筛选
      </Button>
      <CompetitionFilterDialog />
    </>
  );
}
