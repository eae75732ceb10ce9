// Every *_b call answers with MatchListPayload bytes (docs/wire-protocol.md "Binary list calls"):
// their decoder, a slice at a time, with the protobuf codec (a chunk of its own) loaded on demand.
// One function for every reader: a call started at start-up is decoded by it as soon as its bytes
// arrive (started-calls.ts), and the list's call that takes it, decoding the same way, gets that
// result instead of decoding again once its own code has loaded.
import type { MatchListPayloadWire } from "#wire";
import { MAIN_THREAD_SLICES } from "@/shared/lib/main-thread";

/** The codec's chunk, asked for as a list call leaves so the reply does not wait for it. */
export function loadListCodec() {
  const codec = import("#wire/codec");
  // A codec that failed to load fails the decode, as a reply that cannot be read.
  codec.catch(() => undefined);
  return codec;
}

export async function decodeBinaryListInSlices(bytes: Uint8Array): Promise<MatchListPayloadWire | null> {
  return (await loadListCodec()).decodeMatchListPayloadInSlices(bytes, MAIN_THREAD_SLICES);
}
