// The live connection as a page with live data shows it (docs/product-rules.md "Live
// connection"): nothing while live; while reconnecting, since when the list is not live, when the
// next attempt runs and 立即重连; offline likewise without the countdown; nothing when the socket
// was closed on purpose (a QA replay). The region is polite
// (role="status"): a screen reader hears the state change, not the countdown ticking.
import { useEffect, useState } from "react";
import { useUnit } from "effector-react";
import dayjs from "dayjs";
import { $liveConnection, reconnectRequested, type LiveConnection } from "@/shared/api";
import classes from "./connection-notice.module.css";

const MESSAGE: Record<Extract<LiveConnection["state"], "reconnecting" | "offline">, string> = {
  reconnecting: "实时比分连接已断开，正在重新连接",
  offline: "网络已断开，恢复后将自动重新连接",
};

/** Seconds until `at`, re-rendered each second while there is one. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1_000));
}

export function ConnectionNotice() {
  const [connection, retry] = useUnit([$liveConnection, reconnectRequested]);
  const seconds = useSecondsUntil(connection.nextAttemptAt);
  // A first connect (nothing shown yet) says nothing: only a lost connection is news.
  const shown = connection.state === "reconnecting" || (connection.state === "offline" && connection.notLiveSince !== null);
  return (
    <div role="status" aria-live="polite" data-testid="connection-notice">
      {shown && (connection.state === "reconnecting" || connection.state === "offline") && (
        <div className={classes.notice} data-state={connection.state}>
          <span>{MESSAGE[connection.state]}</span>
          {connection.notLiveSince !== null && (
            <span className={classes.since} data-testid="not-live-since">
              比分自 {dayjs(connection.notLiveSince).format("HH:mm:ss")} 起未更新
            </span>
          )}
          {connection.state === "reconnecting" && seconds !== null && (
            <span className={classes.countdown} aria-hidden="true">
              {seconds > 0 ? `${seconds} 秒后重试` : "正在连接…"}
            </span>
          )}
          {connection.state === "reconnecting" && (
            <button type="button" className={classes.retry} onClick={() => retry()}>
              立即重连
            </button>
          )}
        </div>
      )}
    </div>
  );
}
