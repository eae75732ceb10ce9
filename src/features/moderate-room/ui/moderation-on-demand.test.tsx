// @vitest-environment jsdom
// A fan's room page carries no moderation code: the menu's module loads only for a viewer whose
// role allows an action on the row (房间管理's is mounted by the chat only once opened).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { ModerationMenuOnDemand } from "./moderation-on-demand";

const loaded = vi.hoisted(() => ({ menu: false }));
vi.mock("./moderation-menu", async (importOriginal) => {
  loaded.menu = true;
  return importOriginal();
});
afterEach(cleanup);

const USER = { customId: 55, nickname: "路人甲", role: "user" as const, muted: false };

it("loads nothing for a plain viewer, and the menu for the anchor", async () => {
  renderUi(<ModerationMenuOnDemand roomId={880001} actorRole="user" actorId={56} target={USER} messageId="880001-3" />);
  expect(loaded.menu).toBe(false);

  renderUi(<ModerationMenuOnDemand roomId={880001} actorRole="anchor" actorId={10001} target={USER} messageId="880001-3" />);
  expect(await screen.findByRole("button", { name: "管理操作：路人甲" })).toBeTruthy();
  expect(loaded.menu).toBe(true);
});
