import { describe, expect, it } from "vitest";
import { actionsOn, mayModerate, type ModerationAction, type RoomRole } from "./moderation-permissions";

const ACTIONS: ModerationAction[] = ["mute", "kick", "removeMessage", "setAdmin", "audience", "editRoom"];
const allowed = (actor: RoomRole, target: RoomRole) => ACTIONS.filter((action) => mayModerate(actor, action, target));

describe("moderation permissions by role (the docs' table)", () => {
  it("the anchor may do everything to users and admins", () => {
    expect(allowed("anchor", "user")).toEqual(ACTIONS);
    expect(allowed("anchor", "admin")).toEqual(ACTIONS);
  });

  it("the anchor cannot mute, kick or demote itself, but removes its own messages", () => {
    expect(allowed("anchor", "anchor")).toEqual(["removeMessage", "audience", "editRoom"]);
  });

  it("an admin mutes, kicks and removes messages of users and sees the audience, but neither sets admins nor edits the room", () => {
    expect(allowed("admin", "user")).toEqual(["mute", "kick", "removeMessage", "audience"]);
  });

  it("an admin cannot touch the anchor or another admin", () => {
    expect(allowed("admin", "anchor")).toEqual(["audience"]);
    expect(allowed("admin", "admin")).toEqual(["audience"]);
  });

  it("users and guests may do nothing", () => {
    for (const target of ["anchor", "admin", "user", "guest"] as const) {
      expect(allowed("user", target)).toEqual([]);
      expect(allowed("guest", target)).toEqual([]);
    }
  });

  it("offers per row only what is allowed, and nothing on one's own rows but the anchor's removal", () => {
    expect(actionsOn("anchor", "user", false)).toEqual(["mute", "kick", "setAdmin", "removeMessage"]);
    expect(actionsOn("admin", "user", false)).toEqual(["mute", "kick", "removeMessage"]);
    expect(actionsOn("admin", "admin", false)).toEqual([]);
    expect(actionsOn("anchor", "anchor", true)).toEqual(["removeMessage"]);
    expect(actionsOn("admin", "admin", true)).toEqual([]);
    expect(actionsOn("user", "user", false)).toEqual([]);
  });
});
