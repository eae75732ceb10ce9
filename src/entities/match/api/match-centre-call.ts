// One match-centre call: the reply validated by its schema, or an Error carrying the message the
// tab shows beside its 重试. `background`: the tab shows the failure itself, so no toast repeats it.
import type { z } from "zod/mini";
import { apiData } from "@/shared/api";

export function matchCentreCall<T>(path: string, body: Record<string, unknown>, schema: z.core.$ZodType<T>, signal?: AbortSignal): Promise<T> {
  return apiData(path, { body, schema, signal, background: true });
}

/**
 * Schemas built on first use: the entity's index re-exports these request files, and module-level
 * zod calls would run (and ship) in every page's start chunk.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
