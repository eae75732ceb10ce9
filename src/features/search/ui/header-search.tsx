// The header's search entry (docs/product-rules.md "Search"). The field is there at once; the
// pop-up's code (Mantine's popover, the tabs, the results) downloads when the visitor first points
// at, focuses or uses the field, and then wraps the same field. The typed text lives in the model,
// and a field that had the focus hands it to its replacement.
import { startTransition, useState } from "react";
import { createOnDemand } from "@/shared/ui/on-demand";
import { SearchField } from "./search-field";

const SearchPopover = createOnDemand(() => import("./search-popover").then((module) => module.SearchPopover));

export function HeaderSearch() {
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (wanted) return;
    // A transition: the plain field stays on screen, as it is, while the code downloads.
    startTransition(() => setWanted(true));
  };
  // Only ever wanted in a transition (the field asks before it opens or runs anything): wanted in
  // an urgent render, the download would swap the field for itself and drop the focus.
  return <SearchPopover wanted={wanted} fallback={<SearchField onWanted={want} />} />;
}
