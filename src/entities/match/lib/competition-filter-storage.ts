// A list's confirmed competition filter kept for the browser session (spec 1 §3): one
// sessionStorage key per list (footballFilter for the football home list; course and history
// lists use their own keys). A stored value with an unknown tab or a bad shape reads as no filter.
import { z } from "zod";

export interface StoredCompetitionFilter<C extends string> {
  category: C;
  ids: number[];
  timestamp: number;
}

export interface CompetitionFilterStorage<C extends string> {
  readonly key: string;
  read: () => StoredCompetitionFilter<C> | null;
  /** null forgets the filter. */
  write: (filter: StoredCompetitionFilter<C> | null) => void;
}

export function createCompetitionFilterStorage<C extends string>(
  key: string,
  categories: readonly [C, ...C[]],
): CompetitionFilterStorage<C> {
  const schema = z.object({ category: z.enum(categories), ids: z.array(z.number().int()), timestamp: z.number() });
  return {
    key,
    read() {
      try {
        const raw = window.sessionStorage.getItem(key);
        if (!raw) return null;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? (parsed.data as StoredCompetitionFilter<C>) : null;
      } catch {
        return null; // no window (node), storage blocked or unreadable JSON: no filter
      }
    },
    write(filter) {
      try {
        if (filter) window.sessionStorage.setItem(key, JSON.stringify(filter));
        else window.sessionStorage.removeItem(key);
      } catch {
        // storage blocked: the filter lives in memory only
      }
    },
  };
}
