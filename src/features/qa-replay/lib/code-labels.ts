// What each inbound socket code is, in the panel's words (docs/wire-protocol.md "Codes").
import { SOCKET_CODE } from "#wire";

const C = SOCKET_CODE;
const LABELS: Readonly<Record<number, string>> = {
  [C.PING]: "心跳",
  [C.PONG]: "心跳回应",
  [C.FOOTBALL_SCORE]: "足球比分",
  [C.FOOTBALL_STATUS]: "足球状态",
  [C.FOOTBALL_STATS]: "足球技术统计",
  [C.FOOTBALL_TEXT_LIVE]: "足球文字直播",
  [C.VAR_INCIDENT]: "VAR 事件",
  [C.ANCHOR_SEAT_CHANGE]: "主播席位",
  [C.BASKETBALL_SCORE]: "篮球比分",
  [C.BASKETBALL_STATUS]: "篮球状态",
  [C.BASKETBALL_STATS]: "篮球技术统计",
  [C.BASKETBALL_TEXT_LIVE]: "篮球文字直播",
  [C.BASKETBALL_OVERTIME]: "篮球加时比分",
  [C.LIVING_START]: "开播",
  [C.LIVING_CLOSE]: "关播",
  [C.LIVING_CHANGE_MATCH]: "主播换比赛",
  [C.PREVIEW_ADD]: "添加预告",
  [C.PREVIEW_REMOVE]: "移除预告",
  [C.ROOM_INFO_CHANGE]: "直播间信息",
};

const SENT_BY_CLIENT: ReadonlySet<number> = new Set(Object.values(C).filter((code) => !(code in LABELS)));

export const codeLabel = (code: number): string =>
  code === 0 ? "无法解码" : (LABELS[code] ?? (SENT_BY_CLIENT.has(code) ? "客户端发出的代码" : "未知代码"));
