// A "1" flag in localStorage or sessionStorage; blocked storage (privacy mode) reads as unset and
// drops the write, so the flag then lasts for the page.
export function readFlag(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === "1";
  } catch {
    return false;
  }
}

export function writeFlag(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, "1");
  } catch {
    // storage blocked
  }
}
