// The latest Android app (POST /v1/version/checkUpdate {platform: "Android"}), for the download
// prompt and /downLoad (docs/api-calls.md, VersionInfo).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, countOrZero, textOrEmpty } from "@/shared/api";

const versionSchema = z.object({
  versionName: textOrEmpty,
  versionCode: countOrZero,
  /** ms */
  updateTime: countOrZero,
  updateContent: textOrEmpty,
  downloadUrl: textOrEmpty,
});

export type AppVersion = z.infer<typeof versionSchema>;

export async function fetchAppVersion(signal?: AbortSignal): Promise<AppVersion> {
  const result = await apiRequest(API_PATHS.config.versionCheck, { body: { platform: "Android" }, schema: versionSchema, signal });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export const appVersionQuery = () =>
  queryOptions({ queryKey: ["site", "appVersion"], queryFn: ({ signal }) => fetchAppVersion(signal), staleTime: 30 * 60_000 });

export const useAppVersion = () => useQuery(appVersionQuery());
