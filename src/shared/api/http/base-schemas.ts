// Zod building blocks shared by every call's schema. No domain knowledge here.
import { z } from "zod";

/** The JSON reply envelope; `data` is the encrypted payload or null. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  data: z.string().nullish(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Numeric entity ids (matches, teams, competitions, rooms...). */
export const idSchema = z.number().int();

/** For calls whose reply carries nothing the caller needs (data is usually null). */
export const noDataSchema = z.unknown().transform((): void => undefined);

/** A list the server may send as null when empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
}

/**
 * A page of items. Servers name the list `items` or `list`; both become `items`, and a
 * missing total falls back to the number of items.
 */
export function paged<T extends z.ZodType>(item: T) {
  return z
    .object({
      items: z.array(item).nullish(),
      list: z.array(item).nullish(),
      total: z.number().int().nonnegative().nullish(),
    })
    .refine((page) => page.items !== undefined || page.list !== undefined, {
      message: "page has neither items nor list",
    })
    .transform((page) => {
      const items = page.items ?? page.list ?? [];
      return { items, total: page.total ?? items.length };
    });
}
export type Paged<T> = { items: T[]; total: number };
