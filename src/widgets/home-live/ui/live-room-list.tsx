// The home page's live-room list beside the player, as tall as it: the rows that fit
// (lib/visible-rows) and a 'more' row; expanded, every loaded room scrolls, and the next page of 10
// loads near the end until the total is reached. Empty: 暂无直播.
import { useCallback, useState, type ReactNode, type UIEvent } from "react";
import { Button, Loader } from "@mantine/core";
import type { LiveRoomItem } from "@/entities/live-room";
import { LOAD_MORE_DISTANCE } from "../config/list-layout";
import { visibleRowCount } from "../lib/visible-rows";
import { LiveRoomRow } from "./live-room-row";
import classes from "./home-live.module.css";

export interface LiveRoomListProps {
  /** The player's height in px (0 before it is measured: the list then takes its own height). */
  height: number;
  rooms: readonly LiveRoomItem[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  selectedRoomId: number | null;
  onSelect: (roomId: number) => void;
  onNextPage: () => void;
  onRetry: () => void;
}

function Placeholder({ children }: { children: ReactNode }) {
  return <div className={classes.placeholder}>{children}</div>;
}

export function LiveRoomList(props: LiveRoomListProps) {
  const { height, rooms, total, hasMore, loading, failed, selectedRoomId, onSelect, onNextPage } = props;
  const [expanded, setExpanded] = useState(false);
  const fits = visibleRowCount(height);
  const shown = expanded ? rooms : rooms.slice(0, fits);
  const more = Math.max(total, rooms.length) - shown.length;

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      if (list.scrollHeight - list.scrollTop - list.clientHeight <= LOAD_MORE_DISTANCE) onNextPage();
    },
    [onNextPage],
  );

  let body: ReactNode;
  if (rooms.length === 0) {
    body = loading ? (
      <Placeholder>
        <Loader size="sm" />
      </Placeholder>
    ) : failed ? (
      <Placeholder>
        <span>直播列表加载失败</span>
        <Button size="xs" variant="light" onClick={props.onRetry}>
          重试
        </Button>
      </Placeholder>
    ) : (
      <Placeholder>暂无直播</Placeholder>
    );
  } else {
    body = (
      <ul className={classes.rows} data-expanded={expanded || undefined} onScroll={expanded ? onScroll : undefined}>
        {shown.map((item) => (
          <LiveRoomRow key={item.room.roomId} item={item} selected={item.room.roomId === selectedRoomId} onSelect={onSelect} />
        ))}
        {expanded && (
          <li className={classes.listEnd}>
            {hasMore ? <Loader size="xs" /> : `已显示全部 ${rooms.length} 个直播`}
          </li>
        )}
      </ul>
    );
  }

  return (
    <section className={classes.list} style={height > 0 ? { height } : undefined} aria-label="正在直播" data-testid="live-room-list">
      {body}
      {rooms.length > 0 && (expanded || more > 0) && (
        <button type="button" className={classes.more} onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? "收起" : `更多直播 (${more})`}
          <span className={classes.moreChevron} data-expanded={expanded || undefined} aria-hidden>
            ›
          </span>
        </button>
      )}
    </section>
  );
}
