import { Button } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useGate, useUnit } from "effector-react";
import { useMemo } from "react";
import { $userInfo, loginRequested } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { SessionMenuGate } from "../model/logout";
import { LogoutConfirm } from "./logout-confirm";
import { UserMenu } from "./user-menu";

/** The header's session slot: 登录 for a guest, the avatar menu for a signed-in user. */
export function SessionMenu() {
  const navigate = useNavigate();
  const gateProps = useMemo(() => ({ goHome: () => void navigate({ to: ROUTES.home.path }) }), [navigate]);
  useGate(SessionMenuGate, gateProps);
  const [user, requestLogin] = useUnit([$userInfo, loginRequested]);
  return (
    <>
      {user ? (
        <UserMenu user={user} />
      ) : (
        <Button size="xs" radius="xl" onClick={() => requestLogin()}>
          登录
        </Button>
      )}
      <LogoutConfirm />
    </>
  );
}
