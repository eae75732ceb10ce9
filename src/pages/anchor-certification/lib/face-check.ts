// Where the face check stands, from what the page knows: not started, waiting for the vendor's
// result, passed, or pending for too long (docs/product-rules.md "Anchor certification").
import { FACE_TIMEOUT_MS } from "../config/certification-steps";

export type FacePhase = "idle" | "checking" | "passed" | "timedOut";

export function facePhase({ certifyId, status, elapsedMs }: { certifyId: string | null; status: "pending" | "passed" | undefined; elapsedMs: number }): FacePhase {
  if (certifyId === null) return "idle";
  if (status === "passed") return "passed";
  return elapsedMs >= FACE_TIMEOUT_MS ? "timedOut" : "checking";
}
