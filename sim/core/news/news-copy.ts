// The words of the sim's articles: titles, summaries, headings, quotes and paragraphs per sport
// and category, filled with the names of the sim's competitions, teams, players and matches.
import type { Sport } from "../model";

export interface CopyNames {
  competition: string;
  team: string;
  rival: string;
  player: string;
  round: number;
}

type Line = (n: CopyNames) => string;

interface Copy {
  titles: Record<"competition" | "team" | "player", readonly Line[]>;
  headings: readonly string[];
  paragraphs: readonly Line[];
  quotes: readonly Line[];
  facts: readonly Line[];
}

const FOOTBALL: Copy = {
  titles: {
    competition: [
      (n) => `${n.competition}第${n.round}轮前瞻：争冠形势愈发胶着`,
      (n) => `${n.competition}积分榜观察：${n.team}强势领跑`,
      (n) => `${n.competition}转会窗关闭，各队引援全盘点`,
      (n) => `${n.competition}官方公布下阶段赛程，多场焦点战扎堆`,
      (n) => `${n.competition}本轮最佳阵容出炉，${n.team}三人入选`,
    ],
    team: [
      (n) => `${n.team}主帅赛后发布会：我们还能踢得更好`,
      (n) => `${n.team}伤病更新：两名主力本周有望复出`,
      (n) => `${n.team}官宣续约核心中场，合同至2029年`,
      (n) => `${n.team}客场连胜终结，防守问题再受关注`,
      (n) => `${n.team}青训再出新星，一线队迎来新面孔`,
    ],
    player: [
      (n) => `${n.player}梅开二度，${n.team}主场力克${n.rival}`,
      (n) => `${n.player}当选${n.competition}本月最佳球员`,
      (n) => `${n.player}伤愈复出首秀即献助攻`,
      (n) => `${n.player}谈未来：专注${n.team}，只想赢下每一场`,
      (n) => `${n.player}本赛季已打入12球，追平个人纪录`,
    ],
  },
  headings: ["比赛回顾", "战术观察", "数据看点", "下轮展望", "更衣室声音"],
  paragraphs: [
    (n) => `${n.team}本场开局便掌控了节奏，中场的快速出球让${n.rival}疲于应付，上半场双方在控球率上拉开了明显差距。`,
    (n) => `易边再战，${n.rival}加强了边路的冲击，但${n.team}的防线保持了足够的耐心，几次关键拦截化解了对手的攻势。`,
    (n) => `${n.player}的跑位依旧是全队进攻的发动机，他在禁区前沿的每一次回撤都为队友创造了空间。`,
    (n) => `从${n.competition}本赛季的数据来看，${n.team}的场均射正次数位列联赛前三，而失球数也控制在较低水平。`,
    (n) => `接下来的赛程对${n.team}而言并不轻松，连续的客场作战将考验球队的阵容深度和体能分配。`,
  ],
  quotes: [
    (n) => `“球队今天展现了应有的态度，每个人都为胜利拼尽了全力。”${n.team}主帅在赛后这样说道。`,
    (n) => `“我只是做了自己该做的事，荣誉属于整个团队。”${n.player}在接受采访时表示。`,
  ],
  facts: [
    (n) => `${n.team}近5场比赛3胜1平1负`,
    (n) => `${n.player}本赛季出场18次，贡献9球5助攻`,
    (n) => `${n.competition}第${n.round}轮共有4场比赛在周末进行`,
  ],
};

const BASKETBALL: Copy = {
  titles: {
    competition: [
      (n) => `${n.competition}常规赛第${n.round}周综述：东西部格局生变`,
      (n) => `${n.competition}排名观察：${n.team}稳居榜首`,
      (n) => `${n.competition}交易截止日落幕，各队动向一览`,
      (n) => `${n.competition}全明星投票首轮结果出炉`,
      (n) => `${n.competition}季后赛席位争夺进入白热化`,
    ],
    team: [
      (n) => `${n.team}主教练：防守强度决定了比赛走势`,
      (n) => `${n.team}轮换调整见成效，替补席贡献40分`,
      (n) => `${n.team}官宣签下自由球员，补强锋线深度`,
      (n) => `${n.team}主场七连胜，主场优势愈发明显`,
      (n) => `${n.team}伤病报告：首发后卫将缺席一周`,
    ],
    player: [
      (n) => `${n.player}砍下38分11篮板，${n.team}险胜${n.rival}`,
      (n) => `${n.player}当选${n.competition}本周最佳球员`,
      (n) => `${n.player}生涯得分突破一万分大关`,
      (n) => `${n.player}：季后赛才是真正的考验`,
      (n) => `${n.player}三分球12投8中，追平队史纪录`,
    ],
  },
  headings: ["比赛回顾", "攻防解析", "数据看点", "赛程展望", "更衣室声音"],
  paragraphs: [
    (n) => `${n.team}首节便打出一波12比2的攻势，外线的手感火热，迫使${n.rival}早早叫了暂停。`,
    (n) => `第三节${n.rival}加强了内线的身体对抗，一度将分差缩小到个位数，但${n.team}的替补阵容稳住了局面。`,
    (n) => `${n.player}全场掌控比赛节奏，关键时刻的连续得分彻底浇灭了对手的反扑希望。`,
    (n) => `从${n.competition}本赛季的数据来看，${n.team}的防守效率排名联盟前五，篮板保护也有明显提升。`,
    (n) => `接下来的背靠背客场之旅将是${n.team}本月最严峻的考验，轮换的合理分配至关重要。`,
  ],
  quotes: [
    (n) => `“我们今晚的防守非常专注，每个回合都在执行比赛计划。”${n.team}主教练在赛后表示。`,
    (n) => `“赢球最重要，数据只是副产品。”${n.player}在赛后采访中说道。`,
  ],
  facts: [
    (n) => `${n.team}近10场比赛7胜3负`,
    (n) => `${n.player}场均贡献26.4分7.1篮板5.3助攻`,
    (n) => `${n.competition}本周共有28场比赛`,
  ],
};

export const NEWS_COPY: Readonly<Record<Sport, Copy>> = { football: FOOTBALL, basketball: BASKETBALL };

const SURNAMES = ["张", "王", "李", "赵", "陈", "刘", "杨", "黄", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭"];
const GIVEN = ["子豪", "一鸣", "浩然", "思远", "宇航", "志强", "天宇", "俊杰", "博文", "嘉诚", "明轩", "晓东", "文涛", "振华"];
const FOREIGN = ["卡洛斯", "马丁内斯", "罗德里格斯", "穆勒", "詹森", "安德森", "奥利维拉", "费尔南德斯", "汤普森", "约翰逊", "戴维斯", "沃克"];

/** A player name for news: Chinese names for Chinese teams' sports mix, transliterated ones otherwise. */
export function playerName(pickIndex: (n: number) => number): string {
  return pickIndex(3) === 0
    ? `${SURNAMES[pickIndex(SURNAMES.length)]}${GIVEN[pickIndex(GIVEN.length)]}`
    : FOREIGN[pickIndex(FOREIGN.length)]!;
}

export const NEWS_SOURCES: Readonly<Record<Sport, readonly string[]>> = {
  football: ["看球资讯", "看球原创", "体坛观察", "足球前线"],
  basketball: ["看球资讯", "看球原创", "体坛观察", "篮球周刊"],
};
export const NEWS_AUTHORS = ["林晓", "陈默", "周亦凡", "王可", "李青", "赵一舟"] as const;
