import { describe, expect, it } from "vitest";
import { draftDays, draftError, draftKey, emptyDraft, readDraft, writeDraft, type StartDraft } from "./start-draft";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

const today = "2026-11-27";
const filled: StartDraft = { date: "2026-11-28", roomName: "今晚看球", selCompetition: 7, matchId: 42, notification: false, coverPicture: "/api/sim/uploads/1.png", sportType: 2 };

describe("start-broadcast draft", () => {
  it("is kept per account and read back", () => {
    const storage = memoryStorage();
    writeDraft(storage, 5, filled);
    expect(readDraft(storage, 5, today)).toEqual(filled);
    expect(readDraft(storage, 6, today)).toEqual(emptyDraft(today));
  });

  it("an unreadable or foreign value gives an empty draft", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(5), "{not json");
    expect(readDraft(storage, 5, today)).toEqual(emptyDraft(today));
    storage.setItem(draftKey(5), JSON.stringify({ ...filled, sportType: 3 }));
    expect(readDraft(storage, 5, today)).toEqual(emptyDraft(today));
  });

  it("a draft of a past day keeps its texts but not its day and match", () => {
    const storage = memoryStorage();
    writeDraft(storage, 5, { ...filled, date: "2026-11-20" });
    expect(readDraft(storage, 5, today)).toEqual({ ...filled, date: today, selCompetition: null, matchId: null });
  });

  it("needs a match and a room name of at most 30 characters", () => {
    expect(draftError({ ...filled, matchId: null })).toEqual({ field: "matchId", message: "请选择比赛" });
    expect(draftError({ ...filled, roomName: "   " })).toEqual({ field: "roomName", message: "请输入直播间标题" });
    expect(draftError({ ...filled, roomName: "球".repeat(31) })).toEqual({ field: "roomName", message: "直播间标题最多30个字" });
    expect(draftError({ ...filled, roomName: "球".repeat(30) })).toBeNull();
  });

  it("offers today and the next two days", () => {
    expect(draftDays(today)).toEqual([
      { value: "2026-11-27", label: "今天 11月27日" },
      { value: "2026-11-28", label: "明天 11月28日" },
      { value: "2026-11-29", label: "后天 11月29日" },
    ]);
  });
});
