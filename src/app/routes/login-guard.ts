import { redirect, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { hasStoredUserInfo } from "@/shared/lib/storage";
import { ROUTES } from "@/shared/routes";
import { needsLogin, type MatchLike } from "./route-meta";

function matchesOf(context: unknown): ReadonlyArray<MatchLike> {
  if (typeof context === "object" && context !== null && "matches" in context && Array.isArray(context.matches)) {
    return context.matches;
  }
  return [];
}

/**
 * Root beforeLoad: a guest heading for a login-only route is sent to "/" instead.
 * The context is taken as `unknown` and narrowed here on purpose: naming its `matches` type in the
 * root route's options makes the route tree's type depend on itself (Register → router → tree).
 */
export function guardLoginRoutes(context: unknown): void {
  if (needsLogin(matchesOf(context)) && !hasStoredUserInfo()) {
    throw redirect({ to: ROUTES.home.path, replace: true });
  }
}

/**
 * The user may log out in another tab; when this tab becomes visible again, re-check the current
 * route and leave it for "/" if it needs login and the user info is gone.
 */
export function useLoginRecheckOnVisible(): void {
  const router = useRouter();
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState !== "visible") return;
      if (needsLogin(router.state.matches) && !hasStoredUserInfo()) {
        void router.navigate({ to: ROUTES.home.path, replace: true });
      }
    };
    document.addEventListener("visibilitychange", recheck);
    return () => document.removeEventListener("visibilitychange", recheck);
  }, [router]);
}
