import { Button } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useGate, useUnit } from "effector-react";
import { startTransition, useMemo, useState } from "react";
import { $userInfo, loginRequested, type UserInfo } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { createOnDemand } from "@/shared/ui/on-demand";
import { $logoutConfirmOpen, SessionMenuGate } from "../model/logout";

// A guest sees one button. A signed-in user sees the avatar as soon as its small chunk is here; the
// menu (Mantine's Menu with its popover, floating-ui and focus trap, ~45 KiB) downloads when the
// pointer or focus reaches the avatar, so a signed-in page's first view does not wait on it. The
// logout confirm downloads when asked for.
const AvatarButton = createOnDemand(() => import("./avatar-button").then((module) => module.AvatarButton));
const UserMenu = createOnDemand(() => import("./user-menu").then((module) => module.UserMenu));
const LogoutConfirm = createOnDemand(() => import("./logout-confirm").then((module) => module.LogoutConfirm));

/**
 * The avatar until the menu's code is wanted and here. The download starts in a transition, so the
 * avatar stays on screen (the same element) until the menu replaces it; the menu then opens if the
 * pointer is still on the avatar or it was clicked, and takes the focus if the avatar had it.
 */
function SignedInMenu({ user }: { user: UserInfo }) {
  const [wanted, setWanted] = useState(false);
  const [pointerOn, setPointerOn] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  const avatar = (
    <AvatarButton
      user={user}
      onMouseEnter={() => {
        setPointerOn(true);
        want();
      }}
      onMouseLeave={() => setPointerOn(false)}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setClicked(true);
        want();
      }}
    />
  );
  return <UserMenu wanted={wanted} fallback={avatar} user={user} defaultOpened={pointerOn || clicked} autoFocus={focused} />;
}

/** The header's session slot: 登录 for a guest, the avatar menu for a signed-in user. */
export function SessionMenu() {
  const navigate = useNavigate();
  const gateProps = useMemo(() => ({ goHome: () => void navigate({ to: ROUTES.home.path }) }), [navigate]);
  useGate(SessionMenuGate, gateProps);
  const [user, requestLogin, confirmOpen] = useUnit([$userInfo, loginRequested, $logoutConfirmOpen]);
  return (
    <>
      {user ? (
        <SignedInMenu user={user} />
      ) : (
        <Button size="xs" radius="xl" onClick={() => requestLogin()}>
          登录
        </Button>
      )}
      <LogoutConfirm wanted={confirmOpen} />
    </>
  );
}
