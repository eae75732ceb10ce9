import { describe, expect, it } from "vitest";
import type { PreviewItem } from "@/entities/anchor/@x/live-room";
import type { LiveRoomItem } from "../api/live-room-item-schema";
import { chooseStrip, RECOMMEND_MIN } from "./recommend-choice";

const room = (roomId: number) => ({ room: { roomId } }) as LiveRoomItem;
const preview = (prepareId: number) => ({ prepareId }) as PreviewItem;

describe("直播推荐 or 好评解说", () => {
  it("shows 直播推荐 from 3 live or preview entries on, livings first", () => {
    expect(RECOMMEND_MIN).toBe(3);
    const choice = chooseStrip({ livings: [room(1)], previews: [preview(7), preview(8)] }, 10);
    expect(choice.title).toBe("直播推荐");
    expect(choice.kind === "recommend" && choice.slides.map((s) => s.kind)).toEqual(["live", "preview", "preview"]);
  });

  it("shows 好评解说 with fewer than 3 entries, or when the call failed", () => {
    expect(chooseStrip({ livings: [room(1)], previews: [preview(2)] }, 10)).toEqual({ kind: "top", title: "好评解说" });
    expect(chooseStrip({ livings: [], previews: [] }, 10).kind).toBe("top");
    expect(chooseStrip(null, 10).kind).toBe("top");
  });

  it("keeps at most showCount slides", () => {
    const choice = chooseStrip({ livings: [1, 2, 3, 4].map(room), previews: [5, 6].map(preview) }, 5);
    expect(choice.kind === "recommend" && choice.slides).toHaveLength(5);
  });
});
