// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { forgetMatchEventsTab, hasStoredUserInfo, MATCH_EVENTS_TAB_KEY, readStoredUserInfo } from "./index";
import { USER_INFO_KEY } from "@/shared/api";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("stored user info", () => {
  it("reads an object with an id under the userInfo key", () => {
    expect(USER_INFO_KEY).toBe("userInfo");
    localStorage.setItem("userInfo", JSON.stringify({ id: 7, nickName: "a" }));
    expect(readStoredUserInfo()).toEqual({ id: 7, nickName: "a" });
    expect(hasStoredUserInfo()).toBe(true);
    localStorage.setItem("userInfo", JSON.stringify({ id: "u7" }));
    expect(hasStoredUserInfo()).toBe(true);
  });

  it.each([null, "", "{", "null", "42", "[]", '{"id":null}', '{"id":""}', '{"name":"x"}'])(
    "%s is no user",
    (raw) => {
      if (raw !== null) localStorage.setItem("userInfo", raw);
      expect(readStoredUserInfo()).toBeNull();
      expect(hasStoredUserInfo()).toBe(false);
    },
  );
});

it("forgetMatchEventsTab removes only the remembered tab", () => {
  sessionStorage.setItem(MATCH_EVENTS_TAB_KEY, "2");
  sessionStorage.setItem("other", "x");
  forgetMatchEventsTab();
  expect(sessionStorage.getItem("matchEventsTab")).toBeNull();
  expect(sessionStorage.getItem("other")).toBe("x");
});
