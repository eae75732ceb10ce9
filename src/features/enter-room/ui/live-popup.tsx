// The live popup (docs/product-rules.md "Match lists"): opens at the click, 155 px to its left, over a fixed-position
// anchor in a portal (so transformed, virtualized rows cannot offset it). Tabs 赛况 (the match's
// live anchors and previews), 指数, 数据, 预测 (each links to the match detail opened on that tab:
// /liveRoom?detail=…&tab=odds|data|prediction), and 比赛详情.
import { Anchor, Loader, Popover, Portal, ScrollArea, Tabs } from "@mantine/core";
import { useWindowEvent } from "@mantine/hooks";
import { useLiveRows } from "@/entities/live-room";
import { sportTypeOf, type Sport } from "@/shared/config";
import { ROUTES } from "@/shared/routes";
import { POPUP_WIDTH } from "../lib/popup-position";
import { LivePopupRow } from "./live-popup-row";
import classes from "./live-popup.module.css";

/** The list scrolls past this height. */
export const LIVE_LIST_MAX_HEIGHT = 200;

const DETAIL_TABS = [
  { value: "odds", label: "指数" },
  { value: "data", label: "数据" },
  { value: "prediction", label: "预测" },
] as const;

function LiveRowsList({ matchId, sport }: { matchId: number; sport: Sport }) {
  const { data, isPending, isError } = useLiveRows(matchId, sportTypeOf(sport));
  if (isPending) return <Loader className={classes.loader} size="sm" aria-label="加载中" />;
  if (isError) return <p className={classes.empty}>加载失败，请稍后重试</p>;
  if (data.livings.length === 0 && data.previews.length === 0) return <p className={classes.empty}>暂无直播</p>;
  return (
    <ul className={classes.list} aria-label="直播与预告">
      {data.livings.map((row) => (
        <LivePopupRow key={`l${row.customId}`} row={row} living />
      ))}
      {data.previews.map((row) => (
        <LivePopupRow key={`p${row.customId}`} row={row} living={false} />
      ))}
    </ul>
  );
}

export interface LivePopupProps {
  matchId: number;
  sport: Sport;
  /** Viewport position of the popup's top-left corner. */
  anchor: { left: number; top: number };
  onClose: (reason: "dismiss" | "escape") => void;
}

export function LivePopup({ matchId, sport, anchor, onClose }: LivePopupProps) {
  const detailUrl = ROUTES.liveRoom.href({ matchId, sport });
  // Escape closes it wherever the focus is (the dropdown's own handler needs focus inside it).
  useWindowEvent("keydown", (event) => {
    if (event.key === "Escape") onClose("escape");
  });
  return (
    <Portal>
      <Popover
        opened
        onChange={(opened) => !opened && onClose("dismiss")}
        position="bottom-start"
        offset={0}
        width={POPUP_WIDTH}
        floatingStrategy="fixed"
        shadow="md"
        closeOnClickOutside
        closeOnEscape
      >
        <Popover.Target>
          <span className={classes.anchor} data-testid="live-popup-anchor" style={{ left: anchor.left, top: anchor.top }} />
        </Popover.Target>
        <Popover.Dropdown className={classes.popup} aria-label="直播列表">
          <Tabs defaultValue="live" classNames={{ list: classes.tabList }}>
            <div className={classes.head}>
              <Tabs.List>
                <Tabs.Tab value="live">赛况</Tabs.Tab>
                {DETAIL_TABS.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Anchor className={classes.detailLink} href={detailUrl} target="_blank" rel="noopener noreferrer" size="xs">
                比赛详情
              </Anchor>
            </div>
            <Tabs.Panel value="live">
              {/* Plain px, not Mantine's scaled rem: the spec fixes 200 px. */}
              <ScrollArea.Autosize style={{ maxHeight: LIVE_LIST_MAX_HEIGHT }} type="auto" data-testid="live-popup-scroll">
                <LiveRowsList matchId={matchId} sport={sport} />
              </ScrollArea.Autosize>
            </Tabs.Panel>
            {DETAIL_TABS.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} className={classes.detailPanel}>
                <p>{tab.label}在比赛详情页查看</p>
                <Anchor href={ROUTES.liveRoom.href({ matchId, sport, tab: tab.value })} target="_blank" rel="noopener noreferrer" size="xs">
                  前往比赛详情查看{tab.label}
                </Anchor>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Popover.Dropdown>
      </Popover>
    </Portal>
  );
}
