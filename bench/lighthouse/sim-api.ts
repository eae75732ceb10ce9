// The served sim's product API from Node, as the client calls it: POST JSON under the API prefix
// with `scope: web`, a bearer token when signed in, and the reply's `data` decrypted. Used to find
// real ids for pages that need one, and to sign in for pages that need a user.
import { API_PATHS, REPLY_CODES, SIM_API_PREFIX, SIM_PAYLOAD_KEY } from "#wire";
import { decryptPayload } from "#wire/cipher";

export interface SimApi {
  call<T>(path: string, body?: unknown, token?: string): Promise<T>;
}

export function simApi(origin: string): SimApi {
  return {
    async call<T>(path: string, body: unknown = {}, token?: string): Promise<T> {
      const headers: Record<string, string> = { "Content-Type": "application/json", scope: "web" };
      if (token) headers.authorization = `Bearer ${token}`;
      const reply = await fetch(`${origin}${SIM_API_PREFIX}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      const envelope = (await reply.json()) as { code: number; msg: string; data: string | null };
      if (envelope.code !== REPLY_CODES.success) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
      return (envelope.data === null ? null : decryptPayload(envelope.data, SIM_PAYLOAD_KEY)) as T;
    },
  };
}

/** What the app keeps in localStorage after a login (entities/session): the tokens and the user. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  userInfo: Record<string, unknown>;
}

interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The user loaded as the app does after a login (/v1/customer/info). */
async function sessionOf(api: SimApi, { accessToken, refreshToken }: TokenPair): Promise<StoredSession> {
  const userInfo = await api.call<Record<string, unknown>>(API_PATHS.account.customerInfo, {}, accessToken);
  return { accessToken, refreshToken, userInfo };
}

/**
 * Signs a phone in by SMS code, as the login dialog does: the sim hands the code out through its
 * control call, and a number it does not know becomes a new account.
 */
export async function codeSignIn(api: SimApi, origin: string, phoneNumber: string): Promise<StoredSession> {
  await api.call(API_PATHS.account.sendCode, { nationalCode: "86", phoneNumber, scene: "login" });
  const sms = await fetch(`${origin}${SIM_API_PREFIX}${API_PATHS.simControl.sms}?phoneNumber=${phoneNumber}`);
  const { code } = (await sms.json()) as { code?: string };
  if (!code) throw new Error(`the sim sent no code to ${phoneNumber}`);
  return sessionOf(api, await api.call<TokenPair>(API_PATHS.account.login, { code, nationalCode: "86", phoneNumber, source: "web" }));
}

/** Signs a seeded account in by password (the client sends it base64-encoded). */
export async function passwordSignIn(api: SimApi, phoneNumber: string, password: string): Promise<StoredSession> {
  const password64 = Buffer.from(password, "utf8").toString("base64");
  return sessionOf(api, await api.call<TokenPair>(API_PATHS.account.loginByPassword, { nationalCode: "86", phoneNumber, password: password64 }));
}
