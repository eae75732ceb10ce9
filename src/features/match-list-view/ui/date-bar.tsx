// The day picker of 赛程 (next 7 days) and 赛果 (last 7 days), plus a calendar pick (a native date
// input). Picking a day resets the match type to 全部.
import { useMemo } from "react";
import { Group, UnstyledButton } from "@mantine/core";
import { useUnit } from "effector-react";
import type { DayKind } from "@/entities/match";
import { acceptDate, dateBounds, dateOptions } from "../lib/date-options";
import type { AnyListView } from "../model/create-list-view";
import classes from "./list-view.module.css";

export function DateBar({ view, kind }: { view: AnyListView; kind: DayKind }) {
  const [date, selected] = useUnit([view.$date, view.dateSelected]);
  const options = useMemo(() => dateOptions(kind), [kind]);
  const bounds = useMemo(() => dateBounds(kind), [kind]);
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={kind === "course" ? "赛程日期" : "赛果日期"}>
      {options.map((option) => (
        <UnstyledButton
          key={option.value}
          className={classes.dateButton}
          aria-pressed={option.value === date}
          data-date={option.value}
          onClick={() => selected(option.value)}
        >
          <span className={classes.dateDay}>{option.day}</span>
          <span className={classes.dateWeekday}>{option.weekday}</span>
        </UnstyledButton>
      ))}
      <input
        type="date"
        className={classes.dateInput}
        aria-label="选择日期"
        value={date ?? ""}
        min={bounds.min}
        max={bounds.max}
        onChange={(event) => {
          const picked = acceptDate(kind, event.currentTarget.value);
          if (picked) selected(picked);
        }}
      />
    </Group>
  );
}
