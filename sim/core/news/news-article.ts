// The sim's news article as it keeps it: the list fields of docs/api-calls.md "News" (NewsItem)
// plus the body, the author and whether the body carries hostile markup.

export type NewsCategory = 1 | 2 | 3 | 4;
export const NEWS_CATEGORY = { competition: 1, team: 2, player: 3, match: 4 } as const;

export interface NewsTag {
  /** 1 competition, 2 team. */
  readonly type: 1 | 2;
  readonly id: number;
  readonly name: string;
  readonly logo: string;
}

export interface NewsArticle {
  readonly viewId: number;
  readonly sportType: 1 | 2;
  readonly category: NewsCategory;
  readonly title: string;
  readonly summary: string;
  readonly cover: string;
  /** ms. */
  readonly publishTime: number;
  /** The count the article started the run with; reads are added by the desk. */
  readonly baseReadCount: number;
  readonly source: string;
  readonly author: string;
  readonly matchId: number | null;
  readonly tags: readonly NewsTag[];
  readonly content: string;
  readonly hostile: boolean;
}

export const FIRST_VIEW_ID = 100001;
export const ARTICLES_PER_SPORT = 60;

/** Docs: every article whose viewId is a multiple of 4 carries hostile markup. */
export const isHostileViewId = (viewId: number) => viewId % 4 === 0;
