// Times as the panel writes them (counts: shared/lib/amount's formatCount).
const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, "0");

/** Local wall-clock time with milliseconds, e.g. 18:05:01.042. */
export const clockText = (unixMs: number) => {
  const d = new Date(unixMs);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

/** A span from a recording's start, e.g. 02:13.400. */
export const spanText = (ms: number) => `${pad(ms / 60_000)}:${pad((ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;

export const STATUS_TEXT: Record<string, string> = {
  idle: "未连接",
  connecting: "连接中",
  open: "已连接",
  reconnecting: "重连中",
  closed: "已断开",
};
