// The grid's keyboard model: J/K (anywhere outside a text field or dialog) and ArrowDown/ArrowUp
// (with the grid focused) move the row focus, which the grid scrolls into view; Enter opens the
// focused row, F asks to follow it and "/" asks for the list's filter (the grid's callbacks say
// what each means).
import { useEffect, useRef, type RefObject } from "react";

export interface GridKeyActions<T> {
  /** The row focus one row on (1) or back (-1). */
  move: (delta: 1 | -1) => void;
  /** Enter on the focused row. */
  open?: ((item: T) => void) | undefined;
  /** F on the focused row. */
  follow?: ((item: T) => void) | undefined;
  /** "/" anywhere outside a field. */
  filter?: (() => void) | undefined;
}

type GridKey = "next" | "previous" | "open" | "follow" | "filter";

/** Which action a key asks for; `gridFocused` says whether the grid itself has the focus. */
function gridKeyOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">, gridFocused: boolean): GridKey | null {
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
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select, [role=dialog], [role=menu], [role=listbox], [role=combobox]")) return true;
  return false;
}

/** Listens on the document once per grid; `focusedItem` is the focused row's item, if any. */
export function useGridKeyboard<T>(gridRef: RefObject<HTMLElement | null>, focusedItem: RefObject<T | null>, actions: GridKeyActions<T>) {
  const latest = useRef(actions);
  // Only the key handler reads it, after a commit. Kept up to date here rather than in an effect:
  // the grid renders at every block of rows scrolled, and an effect per render is work per block.
  latest.current = actions;

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
      } else if (key === "filter") {
        run.filter?.();
      } else {
        const item = focusedItem.current;
        if (item !== null) (key === "open" ? run.open : run.follow)?.(item);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [gridRef, focusedItem]);
}
