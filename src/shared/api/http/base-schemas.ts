// Zod building blocks shared by every call's schema. No domain knowledge here.
import { z } from "zod/mini";

/** The JSON reply envelope; `data` is the encrypted payload or null. */
export const envelopeSchema = z.object({
  code: z.int(),
  msg: z.nullish(z.string()),
  data: z.nullish(z.string()),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Numeric entity ids (matches, teams, competitions, rooms...). */
export const idSchema = z.int();

/** For calls whose reply carries nothing the caller needs (data is usually null). */
export const noDataSchema = z.pipe(z.unknown(), z.transform((): void => undefined));

/** A number the server may leave out or send as null: 0. */
export const countOrZero = z.pipe(z.nullish(z.number()), z.transform((value) => value ?? 0));

/** A text the server may leave out or send as null: "". */
export const textOrEmpty = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? ""));

/** A list the server may send as null when empty. */
export function listOf<T extends z.core.SomeType>(item: T) {
  return z.pipe(z.nullish(z.array(item)), z.transform((items) => items ?? []));
}

/**
 * A page of items. Servers name the list `items` or `list`; both become `items`, and a
 * missing total falls back to the number of items.
 */
export function paged<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z
      .object({
        items: z.nullish(z.array(item)),
        list: z.nullish(z.array(item)),
        total: z.nullish(z.int().check(z.nonnegative())),
      })
      .check(
        z.refine((page) => page.items !== undefined || page.list !== undefined, {
          message: "page has neither items nor list",
        }),
      ),
    z.transform((page) => {
      const items = page.items ?? page.list ?? [];
      return { items, total: page.total ?? items.length };
    }),
  );
}
export type Paged<T> = { items: T[]; total: number };
