// The session's own calls (docs/api-calls.md, "Account and session", "Personal and levels").
// Each fetcher throws on failure so its effect fails; the HTTP client has already shown the toast.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, noDataSchema } from "@/shared/api";
import { userInfoSchema, type UserInfo } from "../model/user-info";

export const personalInfoSchema = z.object({
  followToCount: z.number(),
  followFromCount: z.number(),
  /** Anchors only. */
  description: z.nullish(z.string()),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const userLevelInfoSchema = z.object({ level: z.number(), exp: z.number(), levelTxt: z.string() });
export type UserLevelInfo = z.infer<typeof userLevelInfoSchema>;

export const anchorLevelInfoSchema = z.object({
  anchorLevel: z.number(),
  anchorExp: z.number(),
  predictionLevel: z.number(),
  predictionLevelTxt: z.string(),
  predictionExp: z.number(),
});
export type AnchorLevelInfo = z.infer<typeof anchorLevelInfoSchema>;

export const levelTableSchema = z.object({
  /** Exp needed per level, index level − 1. */
  levelExpList: z.array(z.number()),
  levelList: z.array(z.object({ level: z.number(), levelTxt: z.string() })),
});
export type LevelTable = z.infer<typeof levelTableSchema>;

/** /v1/tasks/levelinfo levelType (docs/api-calls.md "Personal and levels"). */
export const LEVEL_TYPE = { USER: 1, ANCHOR: 2, FORECAST: 3 } as const;
export type LevelType = (typeof LEVEL_TYPE)[keyof typeof LEVEL_TYPE];
export type LevelTables = Partial<Record<LevelType, LevelTable>>;

export const fetchUserInfo = (): Promise<UserInfo> => apiData(API_PATHS.account.customerInfo, { schema: userInfoSchema });
export const fetchCustomInfo = () => apiData(API_PATHS.personal.customInfo, { schema: personalInfoSchema });
export const fetchCustomLevel = () => apiData(API_PATHS.personal.customLevel, { schema: userLevelInfoSchema });
export const fetchAnchorInfo = () => apiData(API_PATHS.personal.anchorInfo, { schema: personalInfoSchema });
export const fetchAnchorLevel = () => apiData(API_PATHS.personal.anchorLevel, { schema: anchorLevelInfoSchema });
export const fetchLevelTable = (levelType: LevelType) => apiData(API_PATHS.personal.levelTable, { body: { levelType }, schema: levelTableSchema });

export async function fetchLevelTables(types: readonly LevelType[]): Promise<LevelTables> {
  const tables = await Promise.all(types.map(fetchLevelTable));
  return Object.fromEntries(types.map((type, index) => [type, tables[index]]));
}

export const generateTouristCode = () =>
  apiData(API_PATHS.account.touristCode, { schema: z.object({ touristCode: z.string() }) }).then((reply) => reply.touristCode);

export const reportOnline = () => apiData(API_PATHS.account.reportOnline, { body: { scope: "web" }, schema: noDataSchema });

/**
 * A staff account's info (POST /v1/staff/info); null for everyone else. Prefetched for a
 * signed-in visitor; the customer-service chat reads it.
 */
export const staffInfoQuery = () =>
  queryOptions({ queryKey: ["session", "staff-info"], queryFn: () => apiData(API_PATHS.account.staffInfo, { schema: z.unknown() }) });
