// How many rooms the collapsed list shows beside a player of a given height: the spec's
// floor((player height − 58) / 135), at least one (a small player still lists its room).
import { MORE_ROW_HEIGHT, ROOM_ROW_HEIGHT } from "../config/list-layout";

export function visibleRowCount(playerHeight: number): number {
  if (!Number.isFinite(playerHeight)) return 1;
  return Math.max(1, Math.floor((playerHeight - MORE_ROW_HEIGHT) / ROOM_ROW_HEIGHT));
}
