// Gzip for the sim's HTTP replies, as the product's web server does for its API: the football day
// list is ~575 kB of protobuf that gzip brings to ~185 kB, which is seconds on a phone's network.
// Level 1 is nginx's default (gzip_comp_level): ~4 ms for that list, so the live engine sharing
// this process is not held up; the work runs on libuv's pool, not the event loop.
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipAsync = promisify(gzip);

/** Below this a reply is sent as is: gzip's header and the work cost more than they save. */
export const MIN_COMPRESSED_BYTES = 1024;

/** What gzip shrinks: JSON, protobuf lists, text, SVG. PNG and JPEG are compressed already. */
const COMPRESSIBLE_TYPE = /json|protobuf|text\/|svg/;

export interface EncodedReply {
  body: Buffer;
  /** The Content-Encoding header's value, when the body was compressed. */
  encoding?: "gzip";
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (coding === "gzip" || coding === "*") && !refused;
  });
}

/** The reply's body for a client that sent `acceptEncoding`: gzipped when that helps and is accepted. */
export async function encodeReply(body: Buffer, contentType: string, acceptEncoding: string | undefined): Promise<EncodedReply> {
  if (body.length < MIN_COMPRESSED_BYTES || !COMPRESSIBLE_TYPE.test(contentType) || !acceptsGzip(acceptEncoding)) return { body };
  return { body: await gzipAsync(body, { level: 1 }), encoding: "gzip" };
}
