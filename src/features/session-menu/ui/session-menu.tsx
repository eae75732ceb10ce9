import { Button } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useGate, useUnit } from "effector-react";
import { useMemo } from "react";
import { $userInfo, loginRequested } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { createOnDemand } from "@/shared/ui/on-demand";
import { $logoutConfirmOpen, SessionMenuGate } from "../model/logout";

// A guest sees one button; the avatar menu (levels, copy, links) and the logout confirm download
// when there is a user to show them to.
const UserMenu = createOnDemand(() => import("./user-menu").then((module) => module.UserMenu));
const LogoutConfirm = createOnDemand(() => import("./logout-confirm").then((module) => module.LogoutConfirm));

/** The header's session slot: 登录 for a guest, the avatar menu for a signed-in user. */
export function SessionMenu() {
  const navigate = useNavigate();
  const gateProps = useMemo(() => ({ goHome: () => void navigate({ to: ROUTES.home.path }) }), [navigate]);
  useGate(SessionMenuGate, gateProps);
  const [user, requestLogin, confirmOpen] = useUnit([$userInfo, loginRequested, $logoutConfirmOpen]);
  return (
    <>
      {user ? (
        <UserMenu user={user} />
      ) : (
        <Button size="xs" radius="xl" onClick={() => requestLogin()}>
          登录
        </Button>
      )}
      <LogoutConfirm wanted={confirmOpen} />
    </>
  );
}
