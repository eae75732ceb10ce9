// Unpredictable strings for tokens, codes and tourist ids. Web Crypto exists in Node 20 and in
// the browser (MSW), so the sim stays free of Node-only modules.

/** `bytes` random bytes as lowercase hex. */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A string of `count` random decimal digits (leading zeros kept). */
export function randomDigits(count: number): string {
  const buf = new Uint32Array(count);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (n) => String(n % 10)).join("");
}
