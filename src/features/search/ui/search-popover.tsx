// The search pop-up around the header's field (docs/product-rules.md "Search"): it opens below the
// field and closes on a click outside the field and the pop-up (or Escape). A chunk of its own.
import { Popover } from "@mantine/core";
import { useUnit } from "effector-react";
import { useState } from "react";
import { $searchOpen, searchClosed, searchOpened } from "../model/search";
import { SearchField } from "./search-field";
import { SearchPanel } from "./search-panel";

export function SearchPopover() {
  // Read while first rendering, before the plain field it replaces leaves the page: a field that
  // had the focus hands it over.
  const [focusOnMount] = useState(() => document.activeElement?.closest("[role=search]") != null);
  const [open, opened, closed] = useUnit([$searchOpen, searchOpened, searchClosed]);
  return (
    <Popover
      opened={open}
      onChange={(next) => (next ? opened() : closed())}
      position="bottom-end"
      offset={10}
      // 440 px, or the screen less a margin on a phone.
      width="min(440px, calc(100vw - 24px))"
      shadow="lg"
      radius="md"
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>
        <div>
          <SearchField focusOnMount={focusOnMount} />
        </div>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="search-popup" aria-label="搜索结果">
        <SearchPanel />
      </Popover.Dropdown>
    </Popover>
  );
}
