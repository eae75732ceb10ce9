// A board opens its view before its first paint: the remembered tab, match types, days and filter
// are read back (a layout effect, so no default view ever paints or fetches), then, when
// `startTab` is given, the view starts on that tab.
import { useLayoutEffect, useState } from "react";
import { useUnit } from "effector-react";
import type { ListTab } from "../config/list-tabs";
import type { AnyListView } from "../model/create-list-view";

/** `startTab` is read once, when the board mounts: a later change must not reopen the view. */
export function useListViewOpened(view: AnyListView, startTab?: ListTab): boolean {
  const [opened, tabSelected] = useUnit([view.opened, view.tabSelected]);
  const [initialTab] = useState(startTab);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    opened();
    if (initialTab) tabSelected(initialTab);
    setReady(true);
  }, [opened, tabSelected, initialTab]);
  return ready;
}
