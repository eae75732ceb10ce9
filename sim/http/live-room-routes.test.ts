import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, REPLY_CODES } from "#wire";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import { clearKicks, isKicked } from "../core/rooms/room-moderation-state";

interface Status {
  exist: boolean;
  livingRoomStatus: string;
}
interface Kick {
  kickRecord: boolean;
  matchId: number;
  sportType: number;
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
  clearKicks();
});

const status = async (roomId: unknown) => call<Status>(t.backend, API_PATHS.living.checkRoomStatus, { roomId });
const living = (customId: number, action: "close" | "ban") => raw(t.backend, API_PATHS.simControl.living, { customId, action });
const accountIdOf = (token: string) => t.backend.accounts.holderOf(token)!.id;

describe("POST /v1/living/checkLivingRoomStatus", () => {
  it("reads start for a living room, illegal once banned, end once closed", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    expect((await status(room.roomId)).data).toEqual({ exist: true, livingRoomStatus: "start" });
    await living(room.anchorCustomId, "ban");
    expect((await status(room.roomId)).data).toEqual({ exist: true, livingRoomStatus: "illegal" });
    const other = t.backend.world.liveRooms().find((r) => r.roomId !== room.roomId)!;
    await living(other.anchorCustomId, "close");
    expect((await status(other.roomId)).data).toEqual({ exist: true, livingRoomStatus: "end" });
  });

  it("says an unknown room does not exist, and refuses a call without a roomId", async () => {
    expect((await status(987654)).data).toEqual({ exist: false, livingRoomStatus: "end" });
    expect((await status(undefined)).code).toBe(REPLY_CODES.badParams);
  });
});

describe("POST /v1/liveroom/checkCustomKickStatus", () => {
  it("needs a signed-in caller", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    expect((await call(t.backend, API_PATHS.liveRoom.checkKickStatus, { roomId: room.roomId })).code).toBe(REPLY_CODES.accessTokenInvalid);
  });

  it("reads no kick record until the sim control kicks the caller from that room, with the room's match either way", async () => {
    const room = t.backend.world.liveRooms()[0]!;
    const { accessToken } = await codeLogin(t.backend, "13800000021");
    const match = t.backend.world.match(room.matchId)!;
    const sportType = match.sport === "football" ? 1 : 2;
    const check = async (roomId: number) => (await call<Kick>(t.backend, API_PATHS.liveRoom.checkKickStatus, { roomId }, accessToken)).data;
    expect(await check(room.roomId)).toEqual({ kickRecord: false, matchId: room.matchId, sportType });

    const reply = await raw(t.backend, API_PATHS.simControl.kick, { customId: accountIdOf(accessToken), roomId: room.roomId });
    expect(reply.status).toBe(200);
    expect(isKicked(accountIdOf(accessToken), room.roomId)).toBe(true);
    expect(await check(room.roomId)).toEqual({ kickRecord: true, matchId: room.matchId, sportType });
    // Another room is not affected.
    const other = t.backend.world.liveRooms().find((r) => r.roomId !== room.roomId)!;
    expect((await check(other.roomId)).kickRecord).toBe(false);
  });

  it("gives 0s for the match of a room that never streamed", async () => {
    const idle = t.backend.world.anchors().find((a) => !t.backend.world.currentOrLastRoom(a.customId))!;
    const { accessToken } = await codeLogin(t.backend, "13800000022");
    const { data } = await call<Kick>(t.backend, API_PATHS.liveRoom.checkKickStatus, { roomId: idle.roomId }, accessToken);
    expect(data).toEqual({ kickRecord: false, matchId: 0, sportType: 0 });
  });

  it("the kick control refuses a body without both ids", async () => {
    expect((await raw(t.backend, API_PATHS.simControl.kick, { customId: 1 })).status).toBe(400);
  });
});
