// Decoding of the binary match-list payload (the *_b calls) with the generated static codec.
import protobuf from "protobufjs/minimal.js";
import { kanqiu } from "./generated/wire.js";
import { sliceTimer, type WorkSlices } from "./work-slices";

export type MatchListPayloadWire = kanqiu.MatchListPayload;
export type MatchWire = kanqiu.IMatch;
export type AnchorInfoWire = kanqiu.IAnchorInfo;

/** Decodes a list payload; null (and a log line) when the bytes are not one. */
export function decodeMatchListPayload(bytes: Uint8Array): MatchListPayloadWire | null {
  try {
    return kanqiu.MatchListPayload.decode(bytes);
  } catch (error) {
    console.warn("[wire] match list payload could not be decoded", error);
    return null;
  }
}

// MatchListPayload's fields (proto/match_list.proto) and the two wire types they use.
const FIELD = { competitions: 1, teams: 2, lotteries: 3, matches: 4, code: 5 } as const;
const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;

/**
 * decodeMatchListPayload a slice at a time: a day of 10,000 matches is ~1 MB, 30–80 ms of decoding
 * on a desktop and four times that on a phone-class CPU, which as one task would block input and
 * rendering. The payload's own loop is written out here so it can pause between entries; each
 * entry is still decoded by the generated code. Gives what decodeMatchListPayload gives, except
 * that unknown fields are skipped rather than kept.
 */
export async function decodeMatchListPayloadInSlices(bytes: Uint8Array, slices: WorkSlices): Promise<MatchListPayloadWire | null> {
  const slice = sliceTimer(slices);
  try {
    const reader = protobuf.Reader.create(bytes);
    const payload = new kanqiu.MatchListPayload();
    // The prototype's empty arrays are shared and frozen: the payload gets arrays of its own.
    const cArr: kanqiu.Competition[] = (payload.cArr = []);
    const tArr: kanqiu.Team[] = (payload.tArr = []);
    const lArr: kanqiu.LotteryInfo[] = (payload.lArr = []);
    const matches: kanqiu.Match[] = (payload.matches = []);
    while (reader.pos < reader.len) {
      const tag = reader.tag();
      const field = tag >>> 3;
      const wireType = tag & 7;
      if (wireType === WIRE_LENGTH_DELIMITED && field === FIELD.matches) matches.push(kanqiu.Match.decode(reader, reader.size()));
      else if (wireType === WIRE_LENGTH_DELIMITED && field === FIELD.competitions) cArr.push(kanqiu.Competition.decode(reader, reader.size()));
      else if (wireType === WIRE_LENGTH_DELIMITED && field === FIELD.teams) tArr.push(kanqiu.Team.decode(reader, reader.size()));
      else if (wireType === WIRE_LENGTH_DELIMITED && field === FIELD.lotteries) lArr.push(kanqiu.LotteryInfo.decode(reader, reader.size()));
      else if (wireType === WIRE_VARINT && field === FIELD.code) payload.code = reader.int32();
      else reader.skipType(wireType);
      if (slice.due()) await slice.pause();
    }
    return payload;
  } catch (error) {
    console.warn("[wire] match list payload could not be decoded", error);
    return null;
  }
}

/** The bytes of a list payload, as the sim serves them. */
export function encodeMatchListPayload(payload: kanqiu.IMatchListPayload): Uint8Array {
  return kanqiu.MatchListPayload.encode(payload).finish();
}
