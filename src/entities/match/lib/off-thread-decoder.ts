// Decodes list replies in a worker, so a 10,000-match day does not hold the main thread for the
// 80–190 ms its decode, mapping and garbage take there (bench/README.md, eleventh session). The
// page keeps the bytes until the answer comes: if the worker cannot start or fails, those lists
// and every later one are decoded on the main thread instead, and nothing is lost.
import type { Sport } from "../model/match-types";
import type { DecodedMatchList } from "./decode-match-list";
import { answerDecodeRequest, type DecodeReply, type DecodeRequest } from "./list-decoder-protocol";

/** The part of a Worker the decoder uses (tests hand in a fake). */
export interface DecoderWorker {
  postMessage(request: DecodeRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<DecodeReply>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

export interface ListDecoder {
  /** Starts the worker ahead of the first list, so its script loads while the request is out. */
  warm(): void;
  decode(sport: Sport, bytes: Uint8Array): Promise<DecodedMatchList | null>;
}

interface Waiting {
  request: DecodeRequest;
  resolve: (list: DecodedMatchList | null) => void;
}

/** `startWorker` returns null where workers are not available (jsdom, old browsers). */
export function createListDecoder(startWorker: () => DecoderWorker | null): ListDecoder {
  // undefined: not started yet; null: decoding on the main thread from now on.
  let worker: DecoderWorker | null | undefined;
  const waiting = new Map<number, Waiting>();
  let nextId = 1;

  function decodeHere({ request, resolve }: Waiting) {
    resolve(answerDecodeRequest(request).list);
  }

  function giveUp(reason: string) {
    console.warn(`[match] list decoder worker ${reason}; decoding lists on the main thread`);
    worker?.terminate();
    worker = null;
    const left = [...waiting.values()];
    waiting.clear();
    left.forEach(decodeHere);
  }

  function start(): DecoderWorker | null {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch (error) {
      console.warn("[match] list decoder worker could not start", error);
      worker = null;
    }
    worker?.addEventListener("message", ({ data }) => {
      const entry = waiting.get(data.id);
      if (!entry) return;
      waiting.delete(data.id);
      entry.resolve(data.list);
    });
    worker?.addEventListener("error", () => giveUp("failed"));
    // An answer that could not be read back: which one is unknown, so all waiting lists are redone.
    worker?.addEventListener("messageerror", () => giveUp("sent an unreadable answer"));
    return worker;
  }

  return {
    warm: () => void start(),
    decode(sport, bytes) {
      return new Promise((resolve) => {
        const entry: Waiting = { request: { id: nextId++, sport, bytes }, resolve };
        const target = start();
        if (!target) return decodeHere(entry);
        waiting.set(entry.request.id, entry);
        // Copied, not transferred: the bytes stay here for the main-thread fallback.
        target.postMessage(entry.request);
      });
    },
  };
}

const startBrowserWorker = (): DecoderWorker | null =>
  typeof Worker === "undefined" ? null : new Worker(new URL("./match-list.worker.ts", import.meta.url), { type: "module", name: "match-list-decoder" });

/** The app's one list decoder. */
export const listDecoder = createListDecoder(startBrowserWorker);
