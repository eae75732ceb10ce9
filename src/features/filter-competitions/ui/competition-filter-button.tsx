// 筛选: opens the competition filter dialog; a badge counts the chosen competitions while a
// filter is on. It carries the dialog with it, so a board renders just this. The catalogue
// (initials, hot list) loads with the button; the dialog's code the first time it opens.
import { useEffect } from "react";
import { Badge, Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { competitionCatalogQuery } from "@/entities/competition";
import { createOnDemand } from "@/shared/ui/on-demand";
import type { FilterDialog } from "../model/create-filter-dialog";

const CompetitionFilterDialog = createOnDemand(() => import("./competition-filter-dialog").then((module) => module.CompetitionFilterDialog));

function useCompetitionCatalog(dialog: FilterDialog) {
  const { data } = useQuery(competitionCatalogQuery(dialog.sport));
  const loaded = useUnit(dialog.catalogLoaded);
  useEffect(() => {
    if (data) loaded(data);
  }, [data, loaded]);
}

export function CompetitionFilterButton({ dialog }: { dialog: FilterDialog }) {
  useCompetitionCatalog(dialog);
  const [filter, opened, open] = useUnit([dialog.$current, dialog.opened, dialog.$open]);
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
      <CompetitionFilterDialog wanted={open} dialog={dialog} />
    </>
  );
}
