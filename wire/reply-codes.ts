/** Envelope codes (docs/wire-protocol.md "Codes", docs/api-calls.md). */
export const REPLY_CODES = {
  // Codes with their own client behaviour.
  success: 0,
  rateLimited: 4000,
  refreshTokenInvalid: 10030,
  accessTokenInvalid: 10040,
  accessTokenExpired: 10050,
  // Codes the client only shows (the server's msg); the sim's account-errors.ts gives their texts.
  badParams: 10001,
  phoneFormat: 10002,
  badCode: 10003,
  badPassword: 10004,
  noPassword: 10005,
  passwordMismatch: 10006,
  noAccount: 10007,
  tooManyInterests: 10008,
  selfFollow: 10009,
  fileType: 10010,
  fileTooLarge: 10011,
  notAnchor: 10012,
} as const;
