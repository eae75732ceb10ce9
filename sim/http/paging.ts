// Paging of the home, search and anchor lists: {pageNum (from 1), pageSize}; a page past the end
// is empty, and `total` counts every match.
import { bodyField, intField } from "./request-body";

export interface Page {
  pageNum: number;
  pageSize: number;
}

/** Keeps one reply small whatever a caller asks. */
const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 10;

/**
 * The body's page. `required`: both fields must be there (the home list); otherwise a missing one
 * reads as page 1 of 10. Present but not a positive integer: undefined (the call answers 参数错误).
 */
export function pageOf(body: unknown, required: boolean): Page | undefined {
  const read = (key: string, fallback: number) => {
    if (bodyField(body, key) === undefined || bodyField(body, key) === null) return required ? undefined : fallback;
    const value = intField(body, key);
    return value !== undefined && value > 0 ? value : undefined;
  };
  const pageNum = read("pageNum", 1);
  const pageSize = read("pageSize", DEFAULT_PAGE_SIZE);
  return pageNum === undefined || pageSize === undefined ? undefined : { pageNum, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) };
}

export function paged<T, R>(all: readonly T[], { pageNum, pageSize }: Page, map: (item: T) => R): { items: R[]; total: number } {
  return { items: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(map), total: all.length };
}
