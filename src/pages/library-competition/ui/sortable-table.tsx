// A statistics table whose number columns sort on a click (descending first, then ascending),
// with aria-sort on the sorted header; the first column is the row's name, the "#" its place in
// the current order. Used by 数据 and 榜单.
import { useMemo, useState, type ReactNode } from "react";
import classes from "./sortable-table.module.css";

export interface StatColumn<R> {
  key: string;
  label: string;
  /** The number the column sorts by. */
  value: (row: R) => number;
  /** What the cell shows; the value by default. */
  render?: (row: R) => ReactNode;
  title?: string;
}

interface SortableTableProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => number;
  nameLabel: string;
  name: (row: R) => ReactNode;
  columns: readonly StatColumn<R>[];
  /** The column sorted by at first, and its direction (descending unless said). */
  defaultSort: string;
  defaultDir?: "desc" | "asc";
  /** The row's place while the table is in its first order (a ranking's shared places); else its position. */
  placeOf?: (row: R) => number;
  label: string;
  testId?: string;
}

export function SortableTable<R>({ rows, rowKey, nameLabel, name, columns, defaultSort, defaultDir = "desc", placeOf, label, testId }: SortableTableProps<R>) {
  const [sort, setSort] = useState<{ key: string; dir: "desc" | "asc" }>({ key: defaultSort, dir: defaultDir });
  const firstOrder = sort.key === defaultSort && sort.dir === defaultDir;
  const column = columns.find((c) => c.key === sort.key) ?? columns[0];
  const sorted = useMemo(() => {
    if (!column) return [...rows];
    const sign = sort.dir === "desc" ? -1 : 1;
    return [...rows].sort((a, b) => sign * (column.value(a) - column.value(b)) || rowKey(a) - rowKey(b));
  }, [rows, column, sort.dir, rowKey]);
  const toggle = (key: string) => setSort((current) => (current.key === key ? { key, dir: current.dir === "desc" ? "asc" : "desc" } : { key, dir: "desc" }));
  return (
    <div className={classes.scroller}>
      <table className={classes.table} aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className={classes.rank}>
              #
            </th>
            <th scope="col" className={classes.name}>
              {nameLabel}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={c.key === column?.key ? (sort.dir === "desc" ? "descending" : "ascending") : undefined} title={c.title}>
                <button type="button" className={classes.sortButton} onClick={() => toggle(c.key)}>
                  {c.label}
                  <span className={classes.arrow} aria-hidden>
                    {c.key === column?.key ? (sort.dir === "desc" ? "▼" : "▲") : ""}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, i) => (
            <tr key={rowKey(row)} data-testid="stat-row">
              <td className={classes.rank}>
                {(() => {
                  const place = firstOrder && placeOf ? placeOf(row) : i + 1;
                  return (
                    <span className={classes.place} data-top={(firstOrder && place <= 3) || undefined}>
                      {place}
                    </span>
                  );
                })()}
              </td>
              <td className={classes.name}>{name(row)}</td>
              {columns.map((c) => (
                <td key={c.key}>{c.render ? c.render(row) : c.value(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
