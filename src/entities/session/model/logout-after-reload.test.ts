// @vitest-environment jsdom
// A page loaded with a stored user starts signed in; logging out must sign it out, not reset
// the store to the user it started with.
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe("logout after a reload", () => {
  it("clears the user that the page started with", async () => {
    const user = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "12345678", identifier: null, identity: "1", phone: "13800138000" };
    localStorage.setItem("userInfo", JSON.stringify(user));
    const session = await import("./session"); // evaluated as on a reloaded page
    const scope = fork();
    expect(scope.getState(session.$userInfo)).toMatchObject({ id: 7 });

    await allSettled(session.loggedOut, { scope });
    expect(scope.getState(session.$userInfo)).toBeNull();
    expect(scope.getState(session.$isLoggedIn)).toBe(false);
    expect(localStorage.getItem("userInfo")).toBeNull();
  });
});
