// A signed-in browser for component tests: logs an account of the test sim in by SMS code and
// stores its tokens and userInfo in localStorage, as the app finds them after a login.
import type { SimBackend } from "../../sim/backend";
import type { SimAccount } from "../../sim/accounts/account-book";
import { codeLogin } from "./sim-routes";

export async function storeSignedInUser(backend: SimBackend, phone: string, identity = "1"): Promise<SimAccount> {
  const { accessToken, refreshToken } = await codeLogin(backend, phone);
  const account = backend.accounts.book.find("86", phone)!;
  localStorage.setItem("accessToken", accessToken);
  localStorage.setItem("refreshToken", refreshToken);
  localStorage.setItem(
    "userInfo",
    JSON.stringify({ id: account.id, nickname: account.nickname, avatar: "", isAnchor: account.isAnchor, userCode: account.userCode, identifier: account.identifier, identity, phone }),
  );
  return account;
}
