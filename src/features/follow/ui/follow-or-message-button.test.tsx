// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { $loginDialogOpen, $userInfo, type UserInfo } from "@/entities/session";
import { FollowOrMessageButton } from "./follow-or-message-button";

const api = useApiMock();
afterEach(cleanup);

const USER: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };
const ANCHOR = 5031;
const signedIn = (user: UserInfo | null) => fork({ values: [[$userInfo, user]] });

describe("FollowOrMessageButton", () => {
  it("offers 关注 while not followed, and 私信 once the follow succeeds", async () => {
    api.on(API_PATHS.follow.customerAction, null);
    renderUi(<FollowOrMessageButton customerId={ANCHOR} followStatus={2} />, { scope: signedIn(USER) });
    fireEvent.click(screen.getByRole("button", { name: "关注" }));
    expect(await screen.findByRole("button", { name: "私信" })).toBeTruthy();
  });

  it("opens the message page with the anchor in a new tab for a signed-in viewer", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderUi(<FollowOrMessageButton customerId={ANCHOR} followStatus={1} />, { scope: signedIn(USER) });
    fireEvent.click(screen.getByRole("button", { name: "私信" }));
    expect(open).toHaveBeenCalledWith(`/individualCenter?type=6&customerId=${ANCHOR}`, "_blank", "noopener");
  });

  it("asks a guest to log in instead of messaging", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const scope = signedIn(null);
    renderUi(<FollowOrMessageButton customerId={ANCHOR} followStatus={1} />, { scope });
    fireEvent.click(screen.getByRole("button", { name: "私信" }));
    await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
    expect(open).not.toHaveBeenCalled();
  });

  it("shows nothing on the anchor's own card", () => {
    const { container } = renderUi(<FollowOrMessageButton customerId={USER.id} followStatus={2} />, { scope: signedIn(USER) });
    expect(container.querySelector("button")).toBeNull();
  });
});
