// Every account of the run, keyed by nationalCode + phone and by id. Seeded with the staff
// account and one account per world anchor; others are created by their first code login.
import { logoUrl, type SimAnchor, type Sport } from "../core";
import {
  anchorPhone,
  DEFAULT_NATIONAL_CODE,
  FIRST_USER_ID,
  SEEDED_PASSWORD,
  STAFF_ACCOUNT_ID,
  STAFF_PHONE,
  userCodeOf,
} from "./account-phones";
import type { InterestChoice } from "./interest-catalog";

export interface SimAccount {
  readonly id: number;
  readonly nationalCode: string;
  /** Changed by /v1/customer/preChangePhoneCheck (AccountBook.changePhone keeps the index true). */
  phone: string;
  /** nickname, avatar, gender: /v1/customer/completePersonalInfo edits them. */
  nickname: string;
  avatar: string;
  /** 0 保密, 1 男, 2 女. */
  gender: 0 | 1 | 2;
  readonly userCode: string;
  readonly isAnchor: 0 | 1;
  /** The anchor's room id; null for others. */
  readonly identifier: number | null;
  readonly isStaff: boolean;
  /** Plain text; /loginByPassWord sends it Base64-encoded. */
  password: string | undefined;
  /** False until the first successful login (seeded accounts start true). */
  loggedInBefore: boolean;
  /** Wall ms of the last /v1/customer/reportOnline. */
  lastOnlineAt: number | undefined;
  interests: InterestChoice[];
  /** Followed match id → its sport. */
  readonly followedMatches: Map<number, Sport>;
  /** Ids of followed accounts (anchors). */
  readonly followedAccounts: Set<number>;
  /** prepareIds of previews the user asked to be reminded of (/anchor/remind). */
  readonly reminders: Set<number>;
  /** Live rooms entered (roomId → unix ms of the last entry): the individual center's 历史足迹. */
  readonly footprints: Map<number, number>;
  /** Prediction schemes viewed (schemeId → unix ms of the last view): 历史足迹's 预测 tab. */
  readonly predictionFootprints: Map<number, number>;
}

/** The scheme detail call records a signed-in viewer's visit here (docs/api-calls.md "Individual center"). */
export function recordPredictionFootprint(account: SimAccount, schemeId: number, at: number): void {
  account.predictionFootprints.delete(schemeId); // re-inserted: the map keeps visit order
  account.predictionFootprints.set(schemeId, at);
}

type AccountSeed = Omit<SimAccount, "userCode" | "password" | "loggedInBefore" | "lastOnlineAt" | "interests" | "followedMatches" | "followedAccounts" | "reminders" | "footprints" | "predictionFootprints" | "gender">;

const phoneKey = (nationalCode: string, phone: string) => `${nationalCode}:${phone}`;

export class AccountBook {
  private readonly byPhone = new Map<string, SimAccount>();
  private readonly byId = new Map<number, SimAccount>();
  private nextUserId = FIRST_USER_ID;

  constructor(anchors: readonly SimAnchor[]) {
    this.add({ id: STAFF_ACCOUNT_ID, nationalCode: DEFAULT_NATIONAL_CODE, phone: STAFF_PHONE, nickname: "看球客服", avatar: logoUrl("avatar", STAFF_ACCOUNT_ID), isAnchor: 0, identifier: null, isStaff: true }, true);
    for (const anchor of anchors) {
      const phone = anchorPhone(anchor);
      if (this.byPhone.has(phoneKey(DEFAULT_NATIONAL_CODE, phone))) continue; // > 9999 anchors: first one keeps the number
      this.add({ id: anchor.customId, nationalCode: DEFAULT_NATIONAL_CODE, phone, nickname: anchor.nickname, avatar: anchor.avatar, isAnchor: 1, identifier: anchor.roomId, isStaff: false }, true);
    }
  }

  find(nationalCode: string, phone: string): SimAccount | undefined {
    return this.byPhone.get(phoneKey(nationalCode, phone));
  }

  get(id: number): SimAccount | undefined {
    return this.byId.get(id);
  }

  get staff(): SimAccount {
    return this.byId.get(STAFF_ACCOUNT_ID) as SimAccount;
  }

  /** A new ordinary user ("球迷" + the last four digits of the phone). */
  register(nationalCode: string, phone: string): SimAccount {
    const id = this.nextUserId++;
    return this.add({ id, nationalCode, phone, nickname: `球迷${phone.slice(-4)}`, avatar: logoUrl("avatar", id), isAnchor: 0, identifier: null, isStaff: false }, false);
  }

  /** Moves the account to a new number (the caller checked it is free). */
  changePhone(account: SimAccount, phone: string): void {
    this.byPhone.delete(phoneKey(account.nationalCode, account.phone));
    account.phone = phone;
    this.byPhone.set(phoneKey(account.nationalCode, phone), account);
  }

  /** The accounts following `id`, in sign-up order. */
  followers(id: number): SimAccount[] {
    return [...this.byId.values()].filter((account) => account.followedAccounts.has(id));
  }

  /** Accounts following `id`. */
  followersOf(id: number): number {
    let count = 0;
    for (const account of this.byId.values()) if (account.followedAccounts.has(id)) count++;
    return count;
  }

  private add(seed: AccountSeed, seeded: boolean): SimAccount {
    const account: SimAccount = {
      ...seed,
      userCode: userCodeOf(seed.id),
      password: seeded ? SEEDED_PASSWORD : undefined,
      loggedInBefore: seeded,
      lastOnlineAt: undefined,
      interests: [],
      followedMatches: new Map(),
      followedAccounts: new Set(),
      footprints: new Map(),
      predictionFootprints: new Map(),
      gender: 0,
      reminders: new Set(),
    };
    this.byPhone.set(phoneKey(seed.nationalCode, seed.phone), account);
    this.byId.set(seed.id, account);
    return account;
  }
}
