// The app download (docs/product-rules.md "App download"): the prompt (home opens it 200 ms after
// it is shown until it is closed; anyone may request it), the banner on every page, and the QR
// codes, latest version and permanent addresses the side panel and /downLoad show.
export { $downloadPromptOpen, downloadPromptClosed, downloadPromptRequested } from "./model/download-prompt";
export { $downloadBannerShown } from "./model/download-banner";
export { DownloadPromptMount } from "./ui/download-prompt-mount";
export { DownloadBanner } from "./ui/download-banner";
export { AppQrCodes } from "./ui/app-qr-codes";
export { LatestVersion } from "./ui/latest-version";
export { SiteDomains } from "./ui/site-domains";
