/** Envelope codes with their own client behaviour (docs/wire-protocol.md, "Codes"). */
export const REPLY_CODES = {
  success: 0,
  rateLimited: 4000,
  refreshTokenInvalid: 10030,
  accessTokenInvalid: 10040,
  accessTokenExpired: 10050,
} as const;
