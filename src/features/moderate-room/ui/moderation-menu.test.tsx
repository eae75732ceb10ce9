// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { ModerationMenu } from "./moderation-menu";

const api = useApiMock();
afterEach(cleanup);

const USER = { customId: 55, nickname: "路人甲", role: "user" as const, muted: false };

const open = () => fireEvent.click(screen.getByRole("button", { name: "管理操作：路人甲" }));

describe("ModerationMenu", () => {
  it("offers the anchor every action on a user's message and mutes with the decided payload", async () => {
    api.on(API_PATHS.moderation.mute, null);
    renderUi(<ModerationMenu roomId={880001} actorRole="anchor" actorId={10001} target={USER} messageId="880001-3" />);
    open();
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["禁言", "设为管理员", "删除消息", "踢出直播间"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "禁言" }));
    await waitFor(() => expect(api.callsTo(API_PATHS.moderation.mute).map((c) => c.body)).toEqual([{ roomId: 880001, customerId: 55, status: 1 }]));
  });

  it("offers an admin no admin setting, and 解除禁言 on a muted user", async () => {
    renderUi(<ModerationMenu roomId={1} actorRole="admin" actorId={9} target={{ ...USER, muted: true }} messageId="1-1" />);
    open();
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["解除禁言", "删除消息", "踢出直播间"]);
  });

  it("asks before kicking, then kicks", async () => {
    api.on(API_PATHS.moderation.kick, null);
    renderUi(<ModerationMenu roomId={1} actorRole="anchor" actorId={10001} target={USER} />);
    open();
    fireEvent.click(await screen.findByRole("menuitem", { name: "踢出直播间" }));
    expect(await screen.findByText("确定将「路人甲」踢出直播间？被踢出后将无法再次进入")).toBeTruthy();
    expect(api.callsTo(API_PATHS.moderation.kick)).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(api.callsTo(API_PATHS.moderation.kick).map((c) => c.body)).toEqual([{ roomId: 1, customerId: 55 }]));
  });

  it("shows nothing to a plain user or on an admin's row for an admin", () => {
    const { container } = renderUi(<ModerationMenu roomId={1} actorRole="user" actorId={9} target={USER} />);
    expect(container.querySelector("button")).toBeNull();
    cleanup();
    const again = renderUi(<ModerationMenu roomId={1} actorRole="admin" actorId={9} target={{ ...USER, role: "admin" }} />);
    expect(again.container.querySelector("button")).toBeNull();
  });
});
