// The header's search field: the typed text, Enter (the form's submit) or the magnifier runs it,
// Escape closes the pop-up. `onWanted` tells the owner the visitor is about to use it (pointer,
// focus, a click), so the pop-up's code can start downloading.
import { useUnit } from "effector-react";
import { SEARCH_TEXTS } from "../config/search-texts";
import { $searchText, searchClosed, searchOpened, searchSubmitted, searchTextChanged } from "../model/search";
import classes from "./search.module.css";
import { SearchGlyph } from "./search-glyph";

export interface SearchFieldProps {
  onWanted?: () => void;
  /** Take the focus on mount, the caret at the end (the field replacing one that had it). */
  focusOnMount?: boolean;
}

const caretAtEnd = (input: HTMLInputElement | null) => {
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
};

export function SearchField({ onWanted, focusOnMount = false }: SearchFieldProps) {
  const [text, opened, closed, textChanged, submitted] = useUnit([$searchText, searchOpened, searchClosed, searchTextChanged, searchSubmitted]);
  return (
    <form
      role="search"
      className={classes.field}
      onPointerEnter={onWanted}
      onSubmit={(event) => {
        event.preventDefault();
        onWanted?.();
        submitted();
      }}
    >
      <input
        ref={focusOnMount ? caretAtEnd : undefined}
        className={classes.input}
        type="search"
        aria-label={SEARCH_TEXTS.submit}
        placeholder={SEARCH_TEXTS.placeholder}
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => textChanged(event.currentTarget.value)}
        onFocus={() => {
          onWanted?.();
          opened();
        }}
        onClick={() => {
          onWanted?.();
          opened();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") closed();
        }}
      />
      <button type="submit" className={classes.submit} aria-label={SEARCH_TEXTS.submit}>
        <SearchGlyph />
      </button>
    </form>
  );
}
