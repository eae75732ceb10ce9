// The start-broadcast draft (docs/product-rules.md "Broadcast start"): what the anchor filled in on
// /anchorStart, kept in localStorage per account so a reload or a later visit picks it up. A draft
// from an earlier day keeps its texts but not its date and match.
import dayjs from "dayjs";
import { z } from "zod/mini";

export interface StartDraft {
  /** YYYY-MM-DD: the day whose matches are offered. */
  date: string;
  roomName: string;
  selCompetition: number | null;
  matchId: number | null;
  notification: boolean;
  coverPicture: string;
  /** 1 football, 2 basketball. */
  sportType: 1 | 2;
}

/** Days offered: today and the next two. */
export const DRAFT_DAYS = 3;
export const ROOM_NAME_MAX = 30;

const draftSchema = z.object({
  date: z.string(),
  roomName: z.string(),
  selCompetition: z.nullable(z.number()),
  matchId: z.nullable(z.number()),
  notification: z.boolean(),
  coverPicture: z.string(),
  sportType: z.union([z.literal(1), z.literal(2)]),
});

export const draftKey = (userId: number) => `anchorStartDraft:${userId}`;

export const emptyDraft = (today: string, sportType: 1 | 2 = 1): StartDraft => ({
  date: today,
  roomName: "",
  selCompetition: null,
  matchId: null,
  notification: true,
  coverPicture: "",
  sportType,
});

/** The stored draft, or an empty one (nothing stored, or unreadable). */
export function readDraft(storage: Pick<Storage, "getItem">, userId: number, today: string): StartDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(draftKey(userId)) ?? "null");
  } catch {
    parsed = null;
  }
  const result = draftSchema.safeParse(parsed);
  if (!result.success) return emptyDraft(today);
  const draft = result.data;
  const lastDay = dayjs(today).add(DRAFT_DAYS - 1, "day").format("YYYY-MM-DD");
  if (draft.date < today || draft.date > lastDay) return { ...draft, date: today, selCompetition: null, matchId: null };
  return draft;
}

export function writeDraft(storage: Pick<Storage, "setItem">, userId: number, draft: StartDraft): void {
  try {
    storage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft, never the broadcast.
  }
}

export type DraftField = "matchId" | "roomName";

/** The first thing that stops the draft from starting a broadcast, or null. */
export function draftError(draft: StartDraft): { field: DraftField; message: string } | null {
  if (draft.matchId === null) return { field: "matchId", message: "请选择比赛" };
  const name = draft.roomName.trim();
  if (!name) return { field: "roomName", message: "请输入直播间标题" };
  if ([...name].length > ROOM_NAME_MAX) return { field: "roomName", message: `直播间标题最多${ROOM_NAME_MAX}个字` };
  return null;
}

/** The offered days: [YYYY-MM-DD, label]. */
export function draftDays(today: string): { value: string; label: string }[] {
  return Array.from({ length: DRAFT_DAYS }, (_, i) => {
    const day = dayjs(today).add(i, "day");
    return { value: day.format("YYYY-MM-DD"), label: `${["今天", "明天", "后天"][i]} ${day.format("M月D日")}` };
  });
}
