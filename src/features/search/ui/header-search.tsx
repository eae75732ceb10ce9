// The header's search entry (docs/product-rules.md "Search"): a field whose pop-up (tabs 直播 and
// 主播, the results) opens when the field is clicked or focused and closes on a click outside it
// or Escape. Enter or the magnifier runs the typed keyword; a blank one does nothing. The pop-up's
// code downloads the first time it opens.
import { Popover } from "@mantine/core";
import { useUnit } from "effector-react";
import { createOnDemand } from "@/shared/ui/on-demand";
import { SEARCH_TEXTS } from "../config/search-texts";
import { $searchOpen, $searchText, searchClosed, searchOpened, searchSubmitted, searchTextChanged } from "../model/search";
import classes from "./search.module.css";
import { SearchGlyph } from "./search-glyph";

const SearchPanel = createOnDemand(() => import("./search-panel").then((module) => module.SearchPanel));

export function HeaderSearch() {
  const [open, text, opened, closed, textChanged, submitted] = useUnit([
    $searchOpen,
    $searchText,
    searchOpened,
    searchClosed,
    searchTextChanged,
    searchSubmitted,
  ]);
  return (
    <Popover
      opened={open}
      onChange={(next) => (next ? opened() : closed())}
      position="bottom-end"
      offset={10}
      width={440}
      shadow="lg"
      radius="md"
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>
        <form
          role="search"
          className={classes.field}
          onSubmit={(event) => {
            event.preventDefault();
            submitted();
          }}
        >
          <input
            className={classes.input}
            type="search"
            aria-label={SEARCH_TEXTS.submit}
            placeholder={SEARCH_TEXTS.placeholder}
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => textChanged(event.currentTarget.value)}
            onFocus={() => opened()}
            onClick={() => opened()}
            onKeyDown={(event) => {
              if (event.key === "Escape") closed();
            }}
          />
          <button type="submit" className={classes.submit} aria-label={SEARCH_TEXTS.submit}>
            <SearchGlyph />
          </button>
        </form>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="search-popup" aria-label="搜索结果">
        <SearchPanel wanted={open} />
      </Popover.Dropdown>
    </Popover>
  );
}
