// Storage access that never throws: storage is missing outside the browser (Node tests, the
// sim) and can throw in a browser (privacy modes, quota), and neither may break a request.

type StorageKind = "localStorage" | "sessionStorage";

function storage(kind: StorageKind): Storage | undefined {
  try {
    return typeof globalThis[kind] === "undefined" ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Not persisted; the value still works for this request.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}
