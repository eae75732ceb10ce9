import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeSchema, idSchema, listOf, noDataSchema, paged } from "./base-schemas";

describe("base schemas", () => {
  it("accepts envelopes with string, null or missing data", () => {
    expect(envelopeSchema.safeParse({ code: 0, msg: "success", data: "abc" }).success).toBe(true);
    expect(envelopeSchema.safeParse({ code: 4000, msg: null, data: null }).success).toBe(true);
    expect(envelopeSchema.safeParse({ code: 0 }).success).toBe(true);
    expect(envelopeSchema.safeParse({ code: "0", data: null }).success).toBe(false);
    expect(envelopeSchema.safeParse({ code: 0, data: { plain: true } }).success).toBe(false);
  });

  it("takes integer ids", () => {
    expect(idSchema.parse(42)).toBe(42);
    expect(idSchema.safeParse(4.2).success).toBe(false);
    expect(idSchema.safeParse("42").success).toBe(false);
  });

  it("normalizes pages named items or list", () => {
    const page = paged(z.object({ id: idSchema }));
    expect(page.parse({ items: [{ id: 1 }], total: 9 })).toEqual({ items: [{ id: 1 }], total: 9 });
    expect(page.parse({ list: [{ id: 2 }], total: 9 })).toEqual({ items: [{ id: 2 }], total: 9 });
    expect(page.parse({ list: null, total: 0 })).toEqual({ items: [], total: 0 });
    expect(page.parse({ items: [{ id: 1 }, { id: 2 }] })).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(page.safeParse({ total: 3 }).success).toBe(false);
    expect(page.safeParse({ items: [{ id: "x" }], total: 1 }).success).toBe(false);
  });

  it("reads a null list as empty", () => {
    expect(listOf(z.number()).parse(null)).toEqual([]);
    expect(listOf(z.number()).parse([1, 2])).toEqual([1, 2]);
  });

  it("accepts any payload for calls without data", () => {
    expect(noDataSchema.parse(null)).toBeUndefined();
    expect(noDataSchema.parse({ anything: 1 })).toBeUndefined();
  });
});
