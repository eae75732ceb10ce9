// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CAPACITY, MAX_CAPACITY, MIN_CAPACITY, readQaSettings, writeQaSettings } from "./qa-settings";
import { qaInUrl, QA_SETTINGS_KEY, recordsOnStart } from "./qa-switch";

beforeEach(() => localStorage.clear());

describe("QA switch and settings", () => {
  it("?qa=1 asks for the tools; nothing else does", () => {
    expect(qaInUrl("?qa=1")).toBe(true);
    expect(qaInUrl("?tab=2&qa=1")).toBe(true);
    for (const search of ["", "?qa=0", "?qa=true", "?qa", "?qaa=1"]) expect(qaInUrl(search)).toBe(false);
  });

  it("records from start-up only when the stored setting says so", () => {
    expect(recordsOnStart()).toBe(false);
    writeQaSettings({ recordOnStart: true, capacity: 20_000 });
    expect(recordsOnStart()).toBe(true);
    expect(readQaSettings()).toEqual({ recordOnStart: true, capacity: 20_000 });
    for (const raw of ["{", "[]", '{"recordOnStart":"yes"}', "null"]) {
      localStorage.setItem(QA_SETTINGS_KEY, raw);
      expect(recordsOnStart()).toBe(false);
    }
  });

  it("keeps the ring's size within its bounds", () => {
    expect(readQaSettings().capacity).toBe(DEFAULT_CAPACITY);
    localStorage.setItem(QA_SETTINGS_KEY, JSON.stringify({ capacity: 5 }));
    expect(readQaSettings().capacity).toBe(MIN_CAPACITY);
    localStorage.setItem(QA_SETTINGS_KEY, JSON.stringify({ capacity: 1e9 }));
    expect(readQaSettings().capacity).toBe(MAX_CAPACITY);
    localStorage.setItem(QA_SETTINGS_KEY, JSON.stringify({ capacity: "many" }));
    expect(readQaSettings().capacity).toBe(DEFAULT_CAPACITY);
  });
});
