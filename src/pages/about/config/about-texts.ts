// The about page's copy (decided: the specification shows no content for /about).
import { LINK_TYPE, type LinkType } from "@/entities/agreement";

export const ABOUT = {
  title: "关于看球",
  intro:
    "看球是一个面向足球与篮球球迷的赛事直播与即时比分平台。我们实时推送全球数百项赛事的比分与事件，汇聚人气主播的赛事解说直播与专家预测，并提供积分榜、赛程赛果和球队球员等资料，让每一场比赛都看得明白、看得过瘾。",
  offerTitle: "我们提供",
  contactTitle: "联系我们",
  contactText: "使用中遇到问题、有建议或合作意向，欢迎通过以下方式联系我们，我们会尽快回复。",
  service: "在线客服",
  serviceHint: "工作日 9:00–21:00 在线",
  feedback: "意见反馈",
  feedbackHint: "产品建议与问题反馈",
  complaint: "投诉举报",
  complaintHint: "违规内容与账号投诉",
  agreementsTitle: "协议与政策",
  comingSoon: "即将开放",
} as const;

export const OFFERINGS = [
  { title: "即时比分", text: "足球、篮球全天赛事比分秒级更新，进球与红牌即时提醒。" },
  { title: "赛事直播", text: "主播解说陪你看球，直播间互动、预告提醒一应俱全。" },
  { title: "专家预测", text: "主播预测战绩公开透明，命中率与连红记录一目了然。" },
  { title: "赛事资料", text: "积分榜、对阵图、排行榜、球队与球员数据随时查阅。" },
] as const;

export const AGREEMENTS: ReadonlyArray<{ label: string; linkType: LinkType }> = [
  { label: "用户协议", linkType: LINK_TYPE.USER_AGREEMENT },
  { label: "隐私政策", linkType: LINK_TYPE.PRIVACY_POLICY },
  { label: "直播协议", linkType: LINK_TYPE.LIVE_AGREEMENT },
  { label: "新手主播指南", linkType: LINK_TYPE.NOVICE_ANCHOR_GUIDE },
];
