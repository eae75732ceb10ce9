// Per-run account state behind the account, follow, upload and personal calls: accounts, SMS
// codes, tokens, follows, uploads and what users sent (feedback, complaints). Transport-free;
// codes and tokens run on an injectable wall clock (default Date.now).
import { hashSeed, renderLogoSvg, type LogoKind, type SimWorld, type Sport } from "../core";
import { PALETTE } from "../core/catalog/palette";
import { AccountBook, type SimAccount } from "./account-book";
import { CertificationStore } from "./certification-store";
import { buildInterestCatalog, gameLogoLabel, type InterestGroup } from "./interest-catalog";
import { SmsCodes } from "./sms-codes";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, TokenStore, type TokenPair } from "./token-store";
import { TopicFollows } from "./topic-follows";
import { UploadStore } from "./upload-store";

export interface AccountStateOptions {
  /** Wall clock for codes, tokens and online reports; default Date.now. */
  now?: () => number;
  /** Access-token lifetime; default 120 (SIM_ACCESS_TOKEN_TTL). */
  accessTokenTtlSeconds?: number;
  /** Where SMS codes are printed; default console.log. */
  smsLog?: (line: string) => void;
  /** Code generator (six digits); default random. */
  smsCode?: () => string;
}

export interface FeedbackRecord {
  accountId: number;
  desc: string;
  proofList: string[];
  at: number;
}

export interface ReportRecord extends FeedbackRecord {
  customerId: number;
  reasonList: number[];
}

export interface LoginReply extends TokenPair {
  first: boolean;
}

export class AccountState {
  readonly book: AccountBook;
  readonly codes: SmsCodes;
  readonly tokens: TokenStore;
  readonly topics = new TopicFollows();
  readonly uploads = new UploadStore();
  /** Anchor certification applications (face check, code, card info, audit). */
  readonly certification: CertificationStore;
  readonly feedback: FeedbackRecord[] = [];
  readonly reports: ReportRecord[] = [];
  readonly now: () => number;
  private interestGroups: InterestGroup[] | undefined;

  constructor(
    private readonly world: SimWorld,
    options: AccountStateOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.certification = new CertificationStore(this.now);
    this.book = new AccountBook(world.anchors());
    this.codes = new SmsCodes({ now: this.now, generate: options.smsCode, log: options.smsLog });
    const ttl = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
    this.tokens = new TokenStore({ now: this.now, accessTtlMs: Math.max(1, ttl) * 1000 });
  }

  /** Tokens for a successful login; `first` only on the account's very first one. */
  signIn(account: SimAccount): LoginReply {
    const first = !account.loggedInBefore;
    account.loggedInBefore = true;
    return { ...this.tokens.issue(account.id), first };
  }

  /** The caller of a public call, from any access token the sim issued (expired included). */
  holderOf(bearer: string | undefined): SimAccount | undefined {
    const id = this.tokens.holder(bearer);
    return id === undefined ? undefined : this.book.get(id);
  }

  /** Match ids of `sport` the bearer's account follows; none for a guest. */
  followedMatchIds(sport: Sport, bearer: string | undefined): number[] {
    const account = this.holderOf(bearer);
    if (!account) return [];
    return [...account.followedMatches].filter(([, s]) => s === sport).map(([id]) => id);
  }

  /** Followers of an account: an anchor's seeded fan base plus this run's real follows. */
  fansCount(id: number): number {
    const seeded = this.book.get(id)?.isAnchor ? hashSeed(id, "fans") % 20_000 : 0;
    return seeded + this.book.followersOf(id);
  }

  interestCatalog(): InterestGroup[] {
    return (this.interestGroups ??= buildInterestCatalog(this.world));
  }

  /** The colour of an esports competition's logo; undefined for an id that is not one. */
  competitionLogoColor(id: number): string | undefined {
    return gameLogoLabel("competition", id) ? (PALETTE[id % PALETTE.length] ?? "#A7A7AE") : undefined;
  }

  /** The colour of an esports team's logo; undefined for an id that is not one. */
  teamLogoColor(id: number): string | undefined {
    return gameLogoLabel("team", id) ? (PALETTE[id % PALETTE.length] ?? "#A7A7AE") : undefined;
  }

  /** Artwork the world does not draw: user and staff avatars, esports logos. */
  logoSvg(kind: LogoKind, id: number): string | undefined {
    if (kind === "avatar") {
      const account = this.book.get(id);
      return account && renderLogoSvg("avatar", id, account.nickname, PALETTE[id % PALETTE.length] ?? "#A7A7AE");
    }
    const label = gameLogoLabel(kind, id);
    return label && renderLogoSvg(kind, id, label, PALETTE[id % PALETTE.length] ?? "#A7A7AE");
  }
}

/** "Bearer abc" → "abc"; a bare token is taken as it is. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, "") || undefined;
}
