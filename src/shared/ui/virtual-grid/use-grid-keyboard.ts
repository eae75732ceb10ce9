// The grid's keyboard model: J/K (anywhere outside a text field or dialog) and ArrowDown/ArrowUp
// (with the grid focused) move the row focus, which the grid scrolls into view; Enter opens the
// focused row, F asks to follow it and "/" asks for the list's filter (the grid's callbacks say
// what each means).
import { useEffect, useRef, type RefObject } from "react";

export interface GridKeyActions {
  move: (delta: 1 | -1) => void;
  open: () => void;
  follow: () => void;
  filter: () => void;
}

export type GridKey = "next" | "previous" | "open" | "follow" | "filter";

/** Which action a key asks for; `gridFocused` says whether the grid itself has the focus. */
export function gridKeyOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">, gridFocused: boolean): GridKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case "j":
    case "J":
      return "next";
    case "k":
    case "K":
      return "previous";
    case "/":
      return "filter";
    case "ArrowDown":
      return gridFocused ? "next" : null;
    case "ArrowUp":
      return gridFocused ? "previous" : null;
    case "Enter":
      return gridFocused ? "open" : null;
    case "f":
    case "F":
      return gridFocused ? "follow" : null;
    default:
      return null;
  }
}

/** Keys typed into fields, menus and dialogs are theirs. */
export function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select, [role=dialog], [role=menu], [role=listbox], [role=combobox]")) return true;
  return false;
}

export function useGridKeyboard(gridRef: RefObject<HTMLElement | null>, actions: GridKeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ownsKeys(event.target)) return;
      const grid = gridRef.current;
      if (!grid) return;
      const key = gridKeyOf(event, document.activeElement === grid);
      if (!key) return;
      event.preventDefault();
      const run = latest.current;
      if (key === "next" || key === "previous") {
        if (document.activeElement !== grid) grid.focus({ preventScroll: true });
        run.move(key === "next" ? 1 : -1);
      } else if (key === "open") run.open();
      else if (key === "follow") run.follow();
      else run.filter();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [gridRef]);
}
