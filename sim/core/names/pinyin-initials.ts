// Pinyin initials of the characters that start competition names. The filter dialog groups
// competitions under A–Z by this letter, so the table must be right for every name we make;
// initialOf throws on a character it does not know so a new name cannot slip in unmapped.

const CHARS_BY_INITIAL: Readonly<Record<string, string>> = {
  A: "阿爱澳埃奥安",
  B: "巴白保北比冰波玻秘贝博布本",
  C: "朝城超",
  D: "德丹多东大",
  E: "俄厄",
  F: "法芬非菲斐",
  G: "格哥国冈广",
  H: "韩荷哈黑洪海华",
  J: "加捷柬金几解",
  K: "卡克科喀肯库",
  L: "罗立拉卢黎利老林篮",
  M: "马美墨摩缅孟毛蒙",
  N: "挪南尼纽男女",
  O: "欧",
  P: "葡帕",
  Q: "青球全乔",
  R: "日瑞",
  S: "苏斯塞沙世萨圣赛四上",
  T: "土泰突坦特天",
  W: "乌威委危文",
  X: "西匈希新香叙小",
  Y: "英意亚以伊印约越牙友也",
  Z: "中智赞足",
};

const INITIAL_BY_CHAR = new Map<string, string>();
for (const [letter, chars] of Object.entries(CHARS_BY_INITIAL)) {
  for (const ch of chars) {
    if (INITIAL_BY_CHAR.has(ch)) throw new Error(`pinyin table: ${ch} listed twice`);
    INITIAL_BY_CHAR.set(ch, letter);
  }
}

/** "A".."Z": the pinyin initial of the first character, or the letter itself for Latin names (NBA). */
export function initialOf(name: string): string {
  const first = name.charAt(0);
  if (/^[A-Za-z]$/.test(first)) return first.toUpperCase();
  const letter = INITIAL_BY_CHAR.get(first);
  if (!letter) throw new Error(`pinyin table: no initial for ${first} (${name})`);
  return letter;
}

/** True when initialOf can name this string's first character. */
export function hasKnownInitial(name: string): boolean {
  const first = name.charAt(0);
  return /^[A-Za-z]$/.test(first) || INITIAL_BY_CHAR.has(first);
}
