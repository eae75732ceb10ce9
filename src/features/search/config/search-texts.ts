// The search pop-up's texts: the specification's initial and empty texts verbatim, the rest
// (decided) in the product's voice.
export const SEARCH_TEXTS = {
  placeholder: "搜索主播、直播间、球队",
  submit: "搜索",
  initial: "搜索看比赛直播间，开启精彩视界",
  empty: "暂无相关内容，换个关键词试试吧～",
  failed: "搜索失败",
  pageFailed: "加载失败",
  retry: "重试",
  loadingMore: "加载中…",
  noMore: "没有更多了",
  living: "直播中",
  tabs: { live: "直播", anchor: "主播" },
} as const;
