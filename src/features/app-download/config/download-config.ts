// The app-download prompt and banner (docs/product-rules.md "App download").

/** localStorage: "1" once the prompt was closed (the specification's user store keeps this flag). */
export const PROMPT_CLOSED_KEY = "downloadPromptClosed";
/** sessionStorage: "1" once the banner was closed in this browsing session. */
export const BANNER_CLOSED_KEY = "downloadBannerClosed";
/** Home opens the prompt this long after it is shown. */
export const PROMPT_DELAY_MS = 200;
/** The banner's height: the shell keeps this much room under the footer while it shows. */
export const BANNER_HEIGHT = 56;

export const DOWNLOAD_TEXTS = {
  title: "下载看球APP",
  slogan: "比分直播随身看，进球提醒不错过",
  domains: "永久网址",
  domainsHint: "请收藏永久网址，防止迷路",
  confirm: "我知道了",
  scan: "扫码下载",
  download: "立即下载",
  closeBanner: "关闭下载横幅",
  latest: "最新版本",
  updated: "更新时间",
  qrFailed: "二维码加载失败",
  versionFailed: "版本信息加载失败",
  retry: "重试",
} as const;
