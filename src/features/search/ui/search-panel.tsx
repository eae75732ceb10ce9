// The search pop-up's body: the 直播 and 主播 tabs over the results of the keyword last run.
import { Tabs } from "@mantine/core";
import { useUnit } from "effector-react";
import type { SearchTab } from "../api/search-requests";
import { SEARCH_TEXTS } from "../config/search-texts";
import { $searchKeyword, $searchTab, searchTabChanged } from "../model/search";
import { AnchorResults, LiveResults } from "./search-results";

const TABS: readonly SearchTab[] = ["live", "anchor"];

export function SearchPanel() {
  const [tab, keyword, tabChanged] = useUnit([$searchTab, $searchKeyword, searchTabChanged]);
  return (
    <Tabs value={tab} onChange={(value) => value && tabChanged(value as SearchTab)} keepMounted={false}>
      <Tabs.List grow>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value} fz="sm" fw={600}>
            {SEARCH_TEXTS.tabs[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="live">
        <LiveResults keyword={keyword} />
      </Tabs.Panel>
      <Tabs.Panel value="anchor">
        <AnchorResults keyword={keyword} />
      </Tabs.Panel>
    </Tabs>
  );
}
