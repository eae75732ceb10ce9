// The latest Android app (POST /v1/version/checkUpdate {platform: "Android"}), for the download
// prompt and /downLoad (docs/api-calls.md, VersionInfo).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, countOrZero, textOrEmpty } from "@/shared/api";

const versionSchema = z.object({
  versionName: textOrEmpty,
  versionCode: countOrZero,
  /** ms */
  updateTime: countOrZero,
  updateContent: textOrEmpty,
  downloadUrl: textOrEmpty,
});

export type AppVersion = z.infer<typeof versionSchema>;

export function fetchAppVersion(signal?: AbortSignal): Promise<AppVersion> {
  return apiData(API_PATHS.config.versionCheck, { body: { platform: "Android" }, schema: versionSchema, signal });
}

export const appVersionQuery = () =>
  queryOptions({ queryKey: ["site", "appVersion"], queryFn: ({ signal }) => fetchAppVersion(signal), staleTime: 30 * 60_000 });

export const useAppVersion = () => useQuery(appVersionQuery());
