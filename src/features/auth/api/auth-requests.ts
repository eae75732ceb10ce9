// The dialog's calls (docs/api-calls.md, "Account and session", "Interests"). Each throws on
// failure so its effect fails; the HTTP client has already shown the server's message.
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf, noDataSchema } from "@/shared/api";
import type { SessionStart } from "@/entities/session";

const loginReplySchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  first: z.pipe(z.nullish(z.boolean()), z.transform((first) => first === true)),
});

export type CodeScene = "login" | "psw";

export const sendCode = (body: { nationalCode: string; phoneNumber: string; scene: CodeScene }) =>
  apiData(API_PATHS.account.sendCode, { body, schema: noDataSchema });

export const loginByCode = (body: { code: string; nationalCode: string; phoneNumber: string; source: "web" }): Promise<SessionStart> =>
  apiData(API_PATHS.account.login, { body, schema: loginReplySchema });

export const loginByPassword = (body: { password: string; nationalCode: string; phoneNumber: string }): Promise<SessionStart> =>
  apiData(API_PATHS.account.loginByPassword, { body, schema: loginReplySchema });

export const resetPassword = (body: { phone: string; code: string; pwOne: string; pwTwo: string; nationalCode: string }) =>
  apiData(API_PATHS.account.resetPassword, { body, schema: noDataSchema });

export const setPassword = (body: { pwOne: string; pwTwo: string }) => apiData(API_PATHS.account.setPassword, { body, schema: noDataSchema });

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

export const fetchInterests = () => apiData(API_PATHS.interests.info, { schema: listOf(interestGroupSchema) });

export type InterestChoice = Pick<Interest, "interestId" | "scope" | "type">;
export const saveInterests = (interests: InterestChoice[]) => apiData(API_PATHS.interests.save, { body: { interests }, schema: noDataSchema });
