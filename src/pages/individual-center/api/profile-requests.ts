// Profile editing (docs/api-calls.md "Profile editing"): the caller's details, saving nickname /
// avatar / gender, and the two SMS-checked steps of changing the phone.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, noDataSchema } from "@/shared/api";

const detailSchema = z.object({ id: z.number(), nickname: z.string(), avatar: z.string(), gender: z.union([z.literal(0), z.literal(1), z.literal(2)]), phone: z.string() });
export type CustomerDetail = z.infer<typeof detailSchema>;
export type Gender = CustomerDetail["gender"];

/** Resolves with the reply's data and message, or throws the message the user sees. */
async function post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>): Promise<{ data: T; msg: string }> {
  const result = await apiRequest(path, { body, schema });
  if (!result.ok) throw new Error(result.message);
  return { data: result.data, msg: result.msg ?? "" };
}

export const customerDetailQuery = (userId: number) =>
  queryOptions({
    queryKey: ["center", "detail", userId],
    queryFn: async () => (await post(API_PATHS.personal.customerDetail, {}, detailSchema)).data,
  });

export const completePersonalInfo = (body: { nickname: string; gender: Gender; avatar: string }) => post(API_PATHS.personal.completePersonalInfo, body, detailSchema);

export const sendPhoneCode = (phoneNumber: string, nationalCode: string) => post(API_PATHS.account.sendCode, { nationalCode, phoneNumber, scene: "login" }, noDataSchema);

/** Step 1: the code sent to the current phone; the ticket lets step 2 run. */
export const checkCurrentPhone = (code: string) => post(API_PATHS.personal.preChangePhoneCheck, { step: 1, code }, z.object({ ticket: z.string() }));

/** Step 2: the new phone and its code. */
export const bindNewPhone = (body: { ticket: string; nationalCode: string; phoneNumber: string; code: string }) =>
  post(API_PATHS.personal.preChangePhoneCheck, { step: 2, ...body }, detailSchema);
