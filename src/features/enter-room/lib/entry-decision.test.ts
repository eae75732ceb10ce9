import { describe, expect, it } from "vitest";
import { decideRoomEntry, type KickStatusReply, type RoomStatusReply } from "./entry-decision";

const started: RoomStatusReply = { exist: true, livingRoomStatus: "start" };
const notKicked: KickStatusReply = { kickRecord: false, matchId: 880, sportType: 1 };

describe("the live room entry decision table", () => {
  it("enters a started room as a guest (no kick check)", () => {
    expect(decideRoomEntry({ status: started, kick: "guest" })).toEqual({ kind: "enter" });
  });

  it("enters a started room when the signed-in user was not kicked", () => {
    expect(decideRoomEntry({ status: started, kick: notKicked })).toEqual({ kind: "enter" });
  });

  it("refuses a kicked user with no match info: 您已被踢出直播间", () => {
    expect(decideRoomEntry({ status: started, kick: { kickRecord: true, matchId: 0, sportType: 0 } })).toEqual({ kind: "kicked", message: "您已被踢出直播间" });
  });

  it("offers a kicked user the match detail when the match is known", () => {
    expect(decideRoomEntry({ status: started, kick: { kickRecord: true, matchId: 880, sportType: 2 } })).toEqual({
      kind: "offer-detail",
      message: "您无法进入直播间，是否查看赛事详情",
      matchId: 880,
      sport: "basketball",
    });
  });

  it("says 直播间已关闭 for an ended room and 直播间已封禁 for a banned one, whoever asks", () => {
    expect(decideRoomEntry({ status: { exist: true, livingRoomStatus: "end" }, kick: "guest" })).toEqual({ kind: "ended", message: "直播间已关闭" });
    expect(decideRoomEntry({ status: { exist: true, livingRoomStatus: "illegal" }, kick: notKicked })).toEqual({ kind: "banned", message: "直播间已封禁" });
  });

  it("fails with 进入直播间失败 when a check fails or the room does not exist, saying which", () => {
    const unreachable = { kind: "failed", message: "进入直播间失败", reason: "unreachable" };
    expect(decideRoomEntry({ status: null, kick: "guest" })).toEqual(unreachable);
    expect(decideRoomEntry({ status: started, kick: null })).toEqual(unreachable);
    expect(decideRoomEntry({ status: { exist: false, livingRoomStatus: "end" }, kick: "guest" })).toEqual({ kind: "failed", message: "进入直播间失败", reason: "missing" });
  });
});
