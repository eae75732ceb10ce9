// The list decoder: answers from its worker by id, and falls back to the main thread, without
// losing a list, when the worker cannot start or fails.
import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeMatchListPayload, type kanqiu } from "#wire";
import { decodeMatchList } from "./decode-match-list";
import { answerDecodeRequest, type DecodeReply, type DecodeRequest } from "./list-decoder-protocol";
import { createListDecoder, type DecoderWorker } from "./off-thread-decoder";

afterEach(() => vi.restoreAllMocks());

function listBytes(ids: number[], code = 0): Uint8Array {
  const payload: kanqiu.IMatchListPayload = {
    code,
    cArr: [{ id: 1, name: "英超" }],
    tArr: [{ id: 10, name: "阿森纳" }, { id: 11, name: "切尔西" }],
    matches: ids.map((id) => ({ iArr: [id, 1, 10, 11, 1_800_000_000, 1, 0, 0, 2, 0, 0, 0], homeScore: [1, 0, 0, 0, 0] })),
  };
  return new Uint8Array(encodeMatchListPayload(payload));
}

/** A worker in the same thread: answers later, through a structured clone, like a real one. */
class FakeWorker implements DecoderWorker {
  posted: DecodeRequest[] = [];
  terminated = false;
  /** When false, requests wait until `answerAll`. */
  answering = true;
  private listeners: Record<string, ((event: never) => void)[]> = {};

  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  postMessage(request: DecodeRequest) {
    this.posted.push(structuredClone(request));
    if (this.answering) setTimeout(() => this.answer(this.posted.length - 1), 1);
  }
  answer(index: number) {
    this.emit("message", { data: structuredClone(answerDecodeRequest(this.posted[index]!)) satisfies DecodeReply });
  }
  emit(type: string, event: object) {
    for (const listener of this.listeners[type] ?? []) listener(event as never);
  }
  terminate() {
    this.terminated = true;
  }
}

describe("the list decoder", () => {
  it("answers with the worker's decoded list, equal to decoding on the main thread", async () => {
    const worker = new FakeWorker();
    const decoder = createListDecoder(() => worker);
    const bytes = listBytes([700, 701]);
    const list = await decoder.decode("football", bytes);
    expect(worker.posted).toHaveLength(1);
    expect(list).toEqual(decodeMatchList("football", bytes));
    expect(list?.matches.map((m) => m.matchId)).toEqual([700, 701]);
    expect(list).toMatchObject({ code: 0, entries: 2, skipped: 0 });
    expect(list?.matches[0]?.homeTeam.name).toBe("阿森纳");
  });

  it("matches answers to requests by id when they come back out of order", async () => {
    const worker = new FakeWorker();
    worker.answering = false;
    const decoder = createListDecoder(() => worker);
    const first = decoder.decode("football", listBytes([1]));
    const second = decoder.decode("basketball", listBytes([2, 3]));
    worker.answer(1);
    worker.answer(0);
    expect((await first)?.matches.map((m) => m.matchId)).toEqual([1]);
    const secondList = await second;
    expect(secondList?.matches.map((m) => [m.matchId, m.sport])).toEqual([
      [2, "basketball"],
      [3, "basketball"],
    ]);
  });

  it("starts one worker, at warm() or the first list", async () => {
    const start = vi.fn(() => new FakeWorker());
    const decoder = createListDecoder(start);
    expect(start).not.toHaveBeenCalled();
    decoder.warm();
    await decoder.decode("football", listBytes([1]));
    await decoder.decode("football", listBytes([2]));
    expect(start).toHaveBeenCalledOnce();
  });

  it("answers null with a warning for bytes that are not a list", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const decoder = createListDecoder(() => new FakeWorker());
    await expect(decoder.decode("football", new Uint8Array([0xff, 0xff, 0xff]))).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("decodes on the main thread where there is no worker", async () => {
    const decoder = createListDecoder(() => null);
    const bytes = listBytes([5]);
    await expect(decoder.decode("football", bytes)).resolves.toEqual(decodeMatchList("football", bytes));
  });

  it("decodes on the main thread when the worker cannot be made", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const decoder = createListDecoder(() => {
      throw new Error("blocked by policy");
    });
    expect((await decoder.decode("football", listBytes([5])))?.matches).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith("[match] list decoder worker could not start", expect.any(Error));
  });

  it.each(["error", "messageerror"])("loses no list when the worker reports %s: waiting and later lists decode here", async (type) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const worker = new FakeWorker();
    worker.answering = false;
    const start = vi.fn(() => worker);
    const decoder = createListDecoder(start);
    const waiting = [decoder.decode("football", listBytes([1])), decoder.decode("football", listBytes([2, 3]))];
    worker.emit(type, {});
    const lists = await Promise.all(waiting);
    expect(lists.map((list) => list?.matches.length)).toEqual([1, 2]);
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("decoding lists on the main thread"));

    const later = await decoder.decode("football", listBytes([4]));
    expect(later?.matches.map((m) => m.matchId)).toEqual([4]);
    expect(worker.posted).toHaveLength(2);
    expect(start).toHaveBeenCalledOnce();
  });

  it("keeps the payload's own code for the caller to handle", async () => {
    const decoder = createListDecoder(() => new FakeWorker());
    await expect(decoder.decode("football", listBytes([], 10050))).resolves.toMatchObject({ code: 10050, entries: 0 });
  });
});
