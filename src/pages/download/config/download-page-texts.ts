// The download page's copy (decided: the specification shows no content for /downLoad).
export const DOWNLOAD_PAGE = {
  title: "看球APP",
  tagline: "即时比分、赛事直播、专家预测，一手掌握",
  scanTitle: "扫码下载",
  scanHint: "使用手机相机或浏览器扫描二维码，下载安装看球APP",
  versionTitle: "版本更新",
  domainsTitle: "永久网址",
  domainsText: "看球网页版的永久访问地址，请收藏以免迷路：",
  toolTitle: "主播开播工具",
  toolText: "电脑端推流开播，支持多场景直播与预告管理。",
  toolAction: "下载主播工具",
} as const;

export const APP_FEATURES = [
  { title: "即时比分", text: "全球数百项赛事比分秒级推送，进球、红牌即时提醒" },
  { title: "赛事直播", text: "主播解说陪你看球，热门比赛直播一场不落" },
  { title: "专家预测", text: "人气主播预测与命中率公开透明，连红战绩一目了然" },
  { title: "数据资料", text: "积分榜、赛程赛果、球队球员数据随时查阅" },
] as const;
