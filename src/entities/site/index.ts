export { siteDictsQuery, useSiteDicts, type QrCode, type SiteDicts } from "./api/site-dicts-request";
export { appVersionQuery, useAppVersion, type AppVersion } from "./api/app-version-request";
