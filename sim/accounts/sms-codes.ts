// SMS verification codes: six digits, one live code per number, valid ten minutes, usable once,
// and one send per number per minute. Wall time (injectable) because tokens are wall time too.
import { randomDigits } from "./random-source";

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;

export interface SmsCodesOptions {
  now: () => number;
  /** Makes a six-digit code; default random. */
  generate?: () => string;
  /** Where "sent" codes are printed; default console.log. */
  log?: (line: string) => void;
}

interface SentCode {
  code: string;
  sentAt: number;
  used: boolean;
}

export type SendResult = { ok: true; code: string } | { ok: false; reason: "tooSoon" };

const keyOf = (nationalCode: string, phone: string) => `${nationalCode}:${phone}`;

export class SmsCodes {
  private readonly sent = new Map<string, SentCode>();
  private readonly now: () => number;
  private readonly generate: () => string;
  private readonly log: (line: string) => void;

  constructor(options: SmsCodesOptions) {
    this.now = options.now;
    this.generate = options.generate ?? (() => randomDigits(6));
    this.log = options.log ?? ((line) => console.log(line));
  }

  /** "Sends" a new code (replacing any earlier one) unless the last went out under a minute ago. */
  send(nationalCode: string, phone: string): SendResult {
    const key = keyOf(nationalCode, phone);
    const now = this.now();
    const last = this.sent.get(key);
    if (last && now - last.sentAt < RESEND_INTERVAL_MS) return { ok: false, reason: "tooSoon" };
    const code = this.generate();
    this.sent.set(key, { code, sentAt: now, used: false });
    this.log(`[sim] SMS code for +${nationalCode} ${phone}: ${code}`);
    return { ok: true, code };
  }

  /** True (and the code is spent) when `code` is this number's live, unused, unexpired code. */
  consume(nationalCode: string, phone: string, code: string): boolean {
    const entry = this.sent.get(keyOf(nationalCode, phone));
    if (!entry || entry.used || entry.code !== code || this.now() - entry.sentAt >= CODE_TTL_MS) return false;
    entry.used = true;
    return true;
  }

  /** The last code sent to the number, spent or not (the sim-only control call). */
  last(nationalCode: string, phone: string): string | undefined {
    return this.sent.get(keyOf(nationalCode, phone))?.code;
  }
}
