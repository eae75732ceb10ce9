// Each anchor's push stream key (/anchor/pushStreamKey): what a streaming tool (OBS) is given with
// the push address. Deterministic per anchor and refresh count, kept per backend.
import { hashSeed } from "../core";
import type { SimBackend } from "../backend";

/** The ingest address the sim names (nothing listens there: the sim's video is its stand-in stream). */
export const PUSH_URL = "rtmp://push.kanqiu.sim/live";

const refreshes = new WeakMap<SimBackend, Map<number, number>>();

function countsOf(backend: SimBackend): Map<number, number> {
  let counts = refreshes.get(backend);
  if (!counts) refreshes.set(backend, (counts = new Map()));
  return counts;
}

export function pushAddressOf(backend: SimBackend, customId: number): { pushUrl: string; streamKey: string } {
  const version = countsOf(backend).get(customId) ?? 0;
  const secret = hashSeed(customId, "push-key", version).toString(16).padStart(8, "0");
  return { pushUrl: PUSH_URL, streamKey: `kq${customId}_${secret}` };
}

export function refreshPushKey(backend: SimBackend, customId: number): void {
  const counts = countsOf(backend);
  counts.set(customId, (counts.get(customId) ?? 0) + 1);
}
