// The dialog's calls (docs/api-calls.md, "Account and session", "Interests"). Each throws on
// failure so its effect fails; the HTTP client has already shown the server's message.
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, listOf, noDataSchema } from "@/shared/api";
import type { SessionStart } from "@/entities/session";

async function call<T>(path: string, schema: z.core.$ZodType<T>, body?: unknown): Promise<T> {
  const result = await apiRequest(path, { schema, body });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const loginReplySchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  first: z.pipe(z.nullish(z.boolean()), z.transform((first) => first === true)),
});

export type CodeScene = "login" | "psw";

export const sendCode = (body: { nationalCode: string; phoneNumber: string; scene: CodeScene }) =>
  call(API_PATHS.account.sendCode, noDataSchema, body);

export const loginByCode = (body: { code: string; nationalCode: string; phoneNumber: string; source: "web" }): Promise<SessionStart> =>
  call(API_PATHS.account.login, loginReplySchema, body);

export const loginByPassword = (body: { password: string; nationalCode: string; phoneNumber: string }): Promise<SessionStart> =>
  call(API_PATHS.account.loginByPassword, loginReplySchema, body);

export const resetPassword = (body: { phone: string; code: string; pwOne: string; pwTwo: string; nationalCode: string }) =>
  call(API_PATHS.account.resetPassword, noDataSchema, body);

export const setPassword = (body: { pwOne: string; pwTwo: string }) => call(API_PATHS.account.setPassword, noDataSchema, body);

const interestSchema = z.object({
  interestId: z.number(),
  /** The sport type. */
  scope: z.number(),
  /** 1 competition, 2 team. */
  type: z.number(),
  shortName: z.string(),
  logo: z.nullish(z.string()),
  checked: z.nullish(z.boolean()),
});
export type Interest = z.infer<typeof interestSchema>;

const interestGroupSchema = z.object({
  sportType: z.number(),
  competitionVOS: listOf(interestSchema),
  teamVOS: listOf(interestSchema),
});
export type InterestGroup = z.infer<typeof interestGroupSchema>;

export const fetchInterests = () => call(API_PATHS.interests.info, listOf(interestGroupSchema));

export type InterestChoice = Pick<Interest, "interestId" | "scope" | "type">;
export const saveInterests = (interests: InterestChoice[]) => call(API_PATHS.interests.save, noDataSchema, { interests });
