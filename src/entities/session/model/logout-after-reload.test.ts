// @vitest-environment jsdom
// A page loaded with a stored user starts signed in (the stored user is read when the app
// starts); logging out must sign it out, not bring back the user it started with.
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it } from "vitest";
import { appStarted } from "@/shared/model";
import { $isLoggedIn, $userInfo, loggedOut } from "./session";

afterEach(() => localStorage.clear());

describe("logout after a reload", () => {
  it("clears the user that the page started with", async () => {
    const user = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "12345678", identifier: null, identity: "1", phone: "13800138000" };
    localStorage.setItem("userInfo", JSON.stringify(user));
    const scope = fork();
    expect(scope.getState($userInfo)).toBeNull();
    await allSettled(appStarted, { scope });
    expect(scope.getState($userInfo)).toMatchObject({ id: 7 });

    await allSettled(loggedOut, { scope });
    expect(scope.getState($userInfo)).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem("userInfo")).toBeNull();

    // A later start does not find it again.
    await allSettled(appStarted, { scope });
    expect(scope.getState($userInfo)).toBeNull();
  });

  it("a malformed stored user starts as a guest", async () => {
    localStorage.setItem("userInfo", JSON.stringify({ id: "" }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});
