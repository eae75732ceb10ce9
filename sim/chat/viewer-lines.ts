// What simulated viewers say: match talk, cheers, questions to the anchor, and now and then a
// line of markup (the client must show it as text: docs/product-rules.md "Room chat and moderation").
import type { Random } from "../core";

const LINES: readonly string[] = [
  "主播今天状态不错啊",
  "这球能进！",
  "666666",
  "裁判是不是收钱了",
  "主播推荐一下今晚的比赛",
  "防守太松了",
  "上半场踢得有点闷",
  "冲冲冲！",
  "主播声音好好听",
  "这个换人看不懂",
  "门将神扑！",
  "有没有一起看的兄弟",
  "主播预测准不准啊",
  "这脚射门太可惜了",
  "角球机会来了",
  "稳住，还有时间",
  "刚进来，现在几比几？",
  "这场必须赢",
  "中场控制得很好",
  "前锋今天没状态",
  "哈哈哈哈哈",
  "主播加油！",
  "已关注主播",
  "画质很清楚",
  "下半场换个阵型吧",
];

/** Markup a hostile viewer sends; shown as these very characters, never executed. */
const HOSTILE: readonly string[] = [
  "<img src=x onerror=alert(1)>",
  "<script>alert('xss')</script>好球",
  '<a href="javascript:alert(1)">点我领福利</a>',
  "<b>加粗</b>的弹幕",
];

const HOSTILE_CHANCE = 0.04;

export function viewerLine(random: Random): string {
  return random.chance(HOSTILE_CHANCE) ? random.pick(HOSTILE) : random.pick(LINES);
}

const NICK_HEADS: readonly string[] = ["球迷", "看球的", "绿茵", "篮下", "老铁", "夜猫子", "铁杆", "路人", "足球小将", "灌篮"];
const NICK_TAILS: readonly string[] = ["阿杰", "小王", "大刘", "飞鱼", "老陈", "追风", "小白", "暴扣", "远射", "二号"];

/** A viewer's nickname: a few carry markup too (names are text as well). */
export function viewerNickname(random: Random): string {
  if (random.chance(0.03)) return "<i>斜体昵称</i>";
  return `${random.pick(NICK_HEADS)}${random.pick(NICK_TAILS)}${random.int(1, 99)}`;
}
