// Team names. A few leagues get their real clubs (what a Chinese fan expects to see in 英超 or
// NBA); every other competition gets plausible names: a place (a real city for China, Japan and
// Korea, otherwise a transliteration-like syllable string) plus a club suffix.

import type { Random } from "../random";

export const REAL_TEAMS: Readonly<Record<string, readonly string[]>> = {
  英超: ["曼城", "阿森纳", "利物浦", "切尔西", "曼联", "热刺", "纽卡斯尔联", "阿斯顿维拉", "布莱顿", "西汉姆联",
    "水晶宫", "富勒姆", "狼队", "埃弗顿", "布伦特福德", "诺丁汉森林", "伯恩茅斯", "伯恩利", "利兹联", "桑德兰"],
  西甲: ["皇家马德里", "巴塞罗那", "马德里竞技", "皇家社会", "毕尔巴鄂竞技", "比利亚雷亚尔", "皇家贝蒂斯", "塞维利亚", "瓦伦西亚", "赫罗纳",
    "奥萨苏纳", "塞尔塔", "马略卡", "赫塔费", "巴列卡诺", "阿拉维斯", "西班牙人", "莱万特", "埃尔切", "皇家奥维耶多"],
  德甲: ["拜仁慕尼黑", "多特蒙德", "勒沃库森", "RB莱比锡", "斯图加特", "法兰克福", "弗赖堡", "门兴格拉德巴赫", "沃尔夫斯堡", "霍芬海姆",
    "云达不莱梅", "美因茨", "奥格斯堡", "柏林联合", "海登海姆", "圣保利", "科隆", "汉堡"],
  意甲: ["国际米兰", "AC米兰", "尤文图斯", "那不勒斯", "罗马", "拉齐奥", "亚特兰大", "佛罗伦萨", "博洛尼亚", "都灵",
    "乌迪内斯", "热那亚", "科莫", "卡利亚里", "莱切", "维罗纳", "帕尔马", "萨索洛", "比萨", "克雷莫纳"],
  法甲: ["巴黎圣日耳曼", "马赛", "摩纳哥", "里尔", "里昂", "尼斯", "朗斯", "雷恩", "斯特拉斯堡", "南特",
    "图卢兹", "布雷斯特", "欧塞尔", "昂热", "勒阿弗尔", "洛里昂", "梅斯", "巴黎FC"],
  中超: ["上海海港", "上海申花", "成都蓉城", "北京国安", "山东泰山", "天津津门虎", "浙江队", "河南队", "长春亚泰", "青岛海牛",
    "武汉三镇", "深圳新鹏城", "青岛西海岸", "梅州客家", "大连英博", "云南玉昆"],
  日职联: ["神户胜利船", "广岛三箭", "町田泽维亚", "鹿岛鹿角", "川崎前锋", "浦和红钻", "横滨水手", "大阪钢巴", "名古屋鲸八", "柏太阳神",
    "东京FC", "东京绿茵", "清水心跳", "福冈黄蜂", "京都不死鸟", "新潟天鹅", "湘南比马", "冈山绿雉", "横滨FC", "大阪樱花"],
  韩K联: ["蔚山HD", "全北现代", "浦项制铁", "江原FC", "首尔FC", "水原FC", "金泉尚武", "济州联", "大田市民", "光州FC", "大邱FC", "安养FC"],
  NBA: ["波士顿凯尔特人", "纽约尼克斯", "布鲁克林篮网", "费城76人", "多伦多猛龙", "芝加哥公牛", "克利夫兰骑士", "底特律活塞", "印第安纳步行者", "密尔沃基雄鹿",
    "亚特兰大老鹰", "夏洛特黄蜂", "迈阿密热火", "奥兰多魔术", "华盛顿奇才", "丹佛掘金", "明尼苏达森林狼", "俄克拉荷马城雷霆", "波特兰开拓者", "犹他爵士",
    "金州勇士", "洛杉矶快船", "洛杉矶湖人", "菲尼克斯太阳", "萨克拉门托国王", "达拉斯独行侠", "休斯顿火箭", "孟菲斯灰熊", "新奥尔良鹈鹕", "圣安东尼奥马刺"],
  CBA: ["辽宁本钢", "广东华南虎", "浙江稠州金租", "上海久事", "北京首钢", "新疆广汇", "山西汾酒", "深圳马可波罗", "浙江广厦", "青岛国信水产",
    "山东高速", "北京北汽", "福建浔兴", "天津先行者", "南京同曦", "四川金强", "江苏肯帝亚", "广州龙狮", "吉林九台农商银行", "宁波町渥"],
};

const CHINA_CITIES = ["北京", "上海", "广州", "深圳", "成都", "重庆", "武汉", "南京", "杭州", "西安", "青岛", "大连", "沈阳", "长春",
  "哈尔滨", "天津", "石家庄", "郑州", "济南", "苏州", "无锡", "厦门", "福州", "昆明", "贵阳", "南宁", "海口", "兰州", "银川",
  "太原", "合肥", "南昌", "长沙", "宁波", "温州", "泉州", "佛山", "东莞", "珠海", "洛阳", "延边", "丹东", "淄博", "潍坊",
  "烟台", "泰安", "廊坊", "保定", "唐山", "赣州", "柳州", "绍兴", "嘉兴", "扬州", "镇江", "常州", "南通", "徐州"];
const JAPAN_CITIES = ["札幌", "仙台", "千叶", "甲府", "水户", "长崎", "熊本", "鹿儿岛", "秋田", "山形", "岐阜", "松本", "金泽", "爱媛",
  "德岛", "琉球", "群马", "栃木", "富山", "鸟取", "大分", "山口", "福岛", "岩手", "奈良", "今治", "沼津", "相模原"];
const KOREA_CITIES = ["釜山", "仁川", "城南", "安山", "富川", "全南", "庆南", "牙山", "天安", "清州", "金浦", "华城", "水原", "昌原", "龙仁", "坡州"];
const SYLLABLES = ["阿", "贝", "卡", "德", "埃", "费", "格", "哈", "伊", "约", "科", "拉", "马", "纳", "奥", "帕", "基", "里", "萨",
  "塔", "维", "泽", "尔", "斯", "特", "诺", "伦", "森", "堡", "顿", "亚", "罗", "米", "尼", "洛", "加", "波", "索", "莱", "蒙",
  "菲", "杜", "本", "布", "托", "瓦", "兰", "克", "西", "乌"];
const FOOTBALL_SUFFIXES = ["联", "城", "竞技", "流浪者", "体育", "FC", "联合", "队", "竞赛", "青年", "人", "猎鹰", "雄狮", "之星", "SC", "AC", "足球俱乐部"];
const BASKETBALL_SUFFIXES = ["勇士", "猛龙", "雄鹰", "火箭", "飞龙", "猎豹", "骑士", "队", "巨人", "闪电", "狼", "公牛", "之光", "篮球俱乐部"];

function placeName(rng: Random, region: string): string {
  if (region === "中国") return rng.pick(CHINA_CITIES);
  if (region === "日本") return rng.pick(JAPAN_CITIES);
  if (region === "韩国") return rng.pick(KOREA_CITIES);
  const n = rng.chance(0.6) ? 2 : 3;
  let s = "";
  for (let i = 0; i < n; i++) s += rng.pick(SYLLABLES);
  return s;
}

/** `count` names unique within one competition; real clubs first where we have them. */
export function teamNames(rng: Random, competitionName: string, region: string, sport: "football" | "basketball", count: number): string[] {
  const real = REAL_TEAMS[competitionName];
  if (real) return real.slice(0, count);
  const suffixes = sport === "football" ? FOOTBALL_SUFFIXES : BASKETBALL_SUFFIXES;
  const seen = new Set<string>();
  const out: string[] = [];
  for (let guard = 0; out.length < count && guard < count * 50; guard++) {
    const name = placeName(rng, region) + rng.pick(suffixes);
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** The region a competition belongs to (for place names): the longest region prefix, or "". */
export function regionOf(competitionName: string, regions: ReadonlyArray<readonly [string, string]>): string {
  let best = "";
  for (const [full, short] of regions) {
    if (competitionName.startsWith(full) && full.length > best.length) best = full;
    if (short.length > 1 && competitionName.startsWith(short) && full.length > best.length) best = full;
  }
  if (!best && competitionName.startsWith("中")) return "中国";
  if (!best && competitionName.startsWith("日")) return "日本";
  if (!best && competitionName.startsWith("韩")) return "韩国";
  return best;
}
