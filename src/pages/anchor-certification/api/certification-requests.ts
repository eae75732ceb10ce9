// The certification calls (docs/api-calls.md "Anchor certification"): the audit state, the face
// check (init, then the vendor's result polled), the invitation code and the card info. Step
// calls answer their refusals inline (silent codes): the page shows the message beside the step.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, noDataSchema } from "@/shared/api";
import { FACE_POLL_MS } from "../config/certification-steps";

const C = API_PATHS.certification;

async function post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>, silent = false): Promise<{ data: T; msg?: string }> {
  const result = await apiRequest(path, { body, schema, silentCodes: silent ? "all" : undefined });
  if (!result.ok) throw new Error(result.message);
  return { data: result.data, msg: result.msg };
}

const auditSchema = z.object({
  auditStatus: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
});
export type AuditState = z.infer<typeof auditSchema>;

export const auditStateQuery = (userId: number) =>
  queryOptions({
    queryKey: ["anchor-certification", "audit", userId],
    queryFn: async () => (await post(C.auditState, undefined, auditSchema)).data,
  });

const faceInitSchema = z.object({ certifyId: z.string().check(z.minLength(1)), certifyUrl: z.nullable(z.string()) });
export type FaceSession = z.infer<typeof faceInitSchema>;

export const startFaceCheck = async (): Promise<FaceSession> => (await post(C.faceInit, undefined, faceInitSchema, true)).data;

const faceResultSchema = z.object({ certifyId: z.string(), status: z.enum(["pending", "passed"]) });

/** The vendor's result, asked every FACE_POLL_MS until it has passed. */
export const faceResultQuery = (certifyId: string) =>
  queryOptions({
    queryKey: ["anchor-certification", "face", certifyId],
    queryFn: async () => (await post(C.faceQuery, { certifyId }, faceResultSchema, true)).data,
    refetchInterval: (query) => (query.state.data?.status === "passed" || query.state.error ? false : FACE_POLL_MS),
    gcTime: 0,
  });

export const verifyAnchorCode = async (anchorCode: string): Promise<void> => {
  await post(C.verifyAnchorCode, { anchorCode }, noDataSchema, true);
};

/** Submits the application; the reply's message says so. */
export const verifyCardInfo = async (card: { realName: string; idCardNumber: string }): Promise<string | undefined> =>
  (await post(C.verifyCardInfo, card, noDataSchema, true)).msg;
