import { Modal } from "@mantine/core";
import { useUnit } from "effector-react";
import type { ComponentType } from "react";
import { $loginDialogOpen, loginDialogClosed } from "@/entities/session";
import { $view, type AuthView } from "../model/views";
import { InterestsView } from "./interests-view";
import { LoginView } from "./login-view";
import { ResetPasswordView } from "./reset-password-view";
import { SetPasswordView } from "./set-password-view";

const TITLES: Record<AuthView, string> = {
  login: "欢迎来到看球",
  resetPassword: "忘记密码",
  setPassword: "设置登录密码",
  interests: "选择喜好",
};

const VIEWS: Record<AuthView, ComponentType> = {
  login: LoginView,
  resetPassword: ResetPasswordView,
  setPassword: SetPasswordView,
  interests: InterestsView,
};

/** The login dialog, mounted once at the root; `loginRequested` from anywhere opens it. */
export function LoginDialog() {
  const [opened, close, view] = useUnit([$loginDialogOpen, loginDialogClosed, $view]);
  const View = VIEWS[view];
  return (
    <Modal opened={opened} onClose={() => close()} title={TITLES[view]} centered size={view === "interests" ? "lg" : "md"}>
      <View />
    </Modal>
  );
}
