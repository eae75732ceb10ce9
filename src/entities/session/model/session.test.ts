// @vitest-environment jsdom
import { allSettled, fork } from "effector";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { appStarted } from "@/shared/model";
import { $anchorLevel, $isAnchor, $isLoggedIn, $levelTables, $personalInfo, $touristCode, $userInfo, $userLevel, loggedOut, sessionStarted, type UserInfo } from "../index";
import { $reportingOnline, $reportOnlineIntervalMs } from "./online-report";

const api = useApiMock();
const USER: UserInfo = {
  id: 7,
  nickname: "球迷小王",
  avatar: "/a.svg",
  isAnchor: 0,
  userCode: "800007",
  identifier: null,
  identity: "1",
  phone: "13800138000",
};
const ANCHOR: UserInfo = { ...USER, id: 9, nickname: "解说老李", isAnchor: 1, identifier: 1001 };
const USER_CALLS = ["/v1/personal/custom/info", "/v1/personal/custom/level/info", "/v1/tasks/levelinfo"];
const ANCHOR_CALLS = ["/v1/personal/anchor/info", "/v1/personal/anchor/level/info", "/v1/tasks/levelinfo", "/v1/tasks/levelinfo"];

function answerAccount(user: UserInfo) {
  api.on("/v1/customer/info", user);
  api.on("/v1/personal/custom/info", { followToCount: 3, followFromCount: 0 });
  api.on("/v1/personal/custom/level/info", { level: 2, exp: 30, levelTxt: "球迷" });
  api.on("/v1/personal/anchor/info", { followToCount: 1, followFromCount: 250, description: "" });
  api.on("/v1/personal/anchor/level/info", {
    anchorLevel: 4,
    anchorExp: 90,
    predictionLevel: 2,
    predictionLevelTxt: "预测新星",
    predictionExp: 10,
  });
  api.answer("/v1/tasks/levelinfo", (call) => ({
    data: { levelExpList: [100, 200, 300], levelList: [{ level: 1, levelTxt: `t${(call.body as { levelType: number }).levelType}` }] },
  }));
  api.on("/v1/customer/reportOnline", null);
  api.on("/tourist/generateTouristCode", { touristCode: "tourist-1" });
}

const START = { accessToken: "a1", refreshToken: "r1", first: false };

beforeEach(() => {
  localStorage.clear();
});

describe("session start", () => {
  it("stores the tokens, loads the user into $userInfo and localStorage userInfo", async () => {
    answerAccount(USER);
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: START });
    expect(localStorage.getItem("accessToken")).toBe("a1");
    expect(localStorage.getItem("refreshToken")).toBe("r1");
    expect(api.callsTo("/v1/customer/info")[0]?.authorization).toBe("Bearer a1");
    expect(scope.getState($userInfo)).toEqual(USER);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toEqual(USER);
    await allSettled(loggedOut, { scope });
  });

  it("a user loads personal info, user level and level table 1, nothing of an anchor", async () => {
    answerAccount(USER);
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: START });
    expect(api.paths().filter((p) => p !== "/v1/customer/info").sort()).toEqual([...USER_CALLS].sort());
    expect(api.callsTo("/v1/tasks/levelinfo").map((c) => c.body)).toEqual([{ levelType: 1 }]);
    expect(scope.getState($isAnchor)).toBe(false);
    expect(scope.getState($personalInfo)).toMatchObject({ followToCount: 3 });
    expect(scope.getState($userLevel)).toEqual({ level: 2, exp: 30, levelTxt: "球迷" });
    expect(scope.getState($anchorLevel)).toBeNull();
    expect(Object.keys(scope.getState($levelTables))).toEqual(["1"]);
    await allSettled(loggedOut, { scope });
  });

  it("an anchor loads anchor info, anchor level and level tables 3 and 2", async () => {
    answerAccount(ANCHOR);
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: START });
    expect(api.paths().filter((p) => p !== "/v1/customer/info").sort()).toEqual([...ANCHOR_CALLS].sort());
    expect(api.callsTo("/v1/tasks/levelinfo").map((c) => c.body)).toEqual([{ levelType: 3 }, { levelType: 2 }]);
    expect(scope.getState($isAnchor)).toBe(true);
    expect(scope.getState($personalInfo)).toMatchObject({ followFromCount: 250 });
    expect(scope.getState($anchorLevel)).toMatchObject({ anchorLevel: 4, predictionLevelTxt: "预测新星" });
    expect(scope.getState($userLevel)).toBeNull();
    expect(scope.getState($levelTables)[3]?.levelList[0]?.levelTxt).toBe("t3");
    expect(scope.getState($levelTables)[2]?.levelList[0]?.levelTxt).toBe("t2");
    await allSettled(loggedOut, { scope });
  });
});

describe("logout", () => {
  it("clears tokens and userInfo, resets every session store and does not need a tourist code it has", async () => {
    answerAccount(USER);
    localStorage.setItem("touristCode", "kept");
    const scope = fork({ values: [[$touristCode, "kept"]] });
    await allSettled(sessionStarted, { scope, params: START });
    await allSettled(loggedOut, { scope });
    for (const key of ["accessToken", "refreshToken", "userInfo"]) expect(localStorage.getItem(key)).toBeNull();
    expect(scope.getState($userInfo)).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($personalInfo)).toBeNull();
    expect(scope.getState($userLevel)).toBeNull();
    expect(scope.getState($levelTables)).toEqual({});
    expect(api.callsTo("/tourist/generateTouristCode")).toHaveLength(0);
  });
});

describe("online report", () => {
  it("posts {scope: web} every interval while logged in and stops on logout", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      answerAccount(USER);
      const scope = fork();
      await allSettled(sessionStarted, { scope, params: START });
      expect(scope.getState($reportingOnline)).toBe(true);
      expect(api.callsTo("/v1/customer/reportOnline")).toHaveLength(0);

      vi.advanceTimersByTime(59_999);
      expect(api.callsTo("/v1/customer/reportOnline")).toHaveLength(0);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(api.callsTo("/v1/customer/reportOnline")).toHaveLength(1));
      vi.advanceTimersByTime(120_000);
      await vi.waitFor(() => expect(api.callsTo("/v1/customer/reportOnline")).toHaveLength(3));
      expect(api.callsTo("/v1/customer/reportOnline")[0]).toMatchObject({ body: { scope: "web" }, authorization: "Bearer a1" });

      await allSettled(loggedOut, { scope });
      expect(scope.getState($reportingOnline)).toBe(false);
      vi.advanceTimersByTime(600_000);
      await allSettled(scope);
      expect(api.callsTo("/v1/customer/reportOnline")).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the period is configurable", async () => {
    answerAccount(USER);
    const scope = fork({ values: [[$reportOnlineIntervalMs, 20]] });
    await allSettled(sessionStarted, { scope, params: START });
    await vi.waitFor(() => expect(api.callsTo("/v1/customer/reportOnline").length).toBeGreaterThanOrEqual(2));
    await allSettled(loggedOut, { scope });
  });
});

describe("app start", () => {
  it("with a stored token restores the session and starts reporting; no tourist code", async () => {
    answerAccount(ANCHOR);
    localStorage.setItem("accessToken", "stored");
    localStorage.setItem("refreshToken", "r");
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($userInfo)?.nickname).toBe("解说老李");
    expect(api.callsTo("/v1/personal/anchor/info")).toHaveLength(1);
    expect(api.callsTo("/tourist/generateTouristCode")).toHaveLength(0);
    expect(scope.getState($reportingOnline)).toBe(true);
    await allSettled(loggedOut, { scope });
  });

  it("a guest gets a tourist code kept under touristCode, and keeps it on the next visit", async () => {
    answerAccount(USER);
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(api.paths()).toEqual(["/tourist/generateTouristCode"]);
    expect(scope.getState($touristCode)).toBe("tourist-1");
    expect(localStorage.getItem("touristCode")).toBe("tourist-1");
    expect(scope.getState($reportingOnline)).toBe(false);

    // The next visit reads the stored code back.
    const next = fork();
    await allSettled(appStarted, { scope: next });
    expect(next.getState($touristCode)).toBe("tourist-1");
    expect(api.callsTo("/tourist/generateTouristCode")).toHaveLength(1);
  });

  it("remembers the last leave time on unload", async () => {
    answerAccount(USER);
    await allSettled(appStarted, { scope: fork() });
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_123);
    window.dispatchEvent(new Event("beforeunload"));
    expect(localStorage.getItem("lastLeaveTime")).toBe("1700000000123");
  });
});
