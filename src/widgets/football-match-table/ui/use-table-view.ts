// The grid's rows, deferred: a re-sort rebuilds ~11k rows (TanStack's row model, the virtualizer's
// measurements), and rendered as a transition React spreads that over short tasks the frames can
// run between, instead of one task of 25–40 ms under load (bench/README.md). Until it is done the
// grid keeps showing the previous order, which is what the 500 ms re-sort debounce shows anyway.
import { useDeferredValue } from "react";
import { useUnit } from "effector-react";
import type { TableView } from "../lib/table-rows";
import { $tableView } from "../model/table-view";

export const useTableView = (): TableView => useDeferredValue(useUnit($tableView));
