// The new password and its confirmation, shared by the reset and set-password views.
import { PasswordInput } from "@mantine/core";
import { useUnit } from "effector-react";
import { PASSWORD_HINT } from "../config/messages";
import { $form, formChanged } from "../model/form";

export function NewPasswordFields({ placeholder, confirmPlaceholder }: { placeholder: string; confirmPlaceholder: string }) {
  const [form, change] = useUnit([$form, formChanged]);
  return (
    <>
      <PasswordInput
        aria-label="新密码"
        placeholder={placeholder}
        description={PASSWORD_HINT}
        autoComplete="new-password"
        value={form.pwOne}
        onChange={(event) => change({ pwOne: event.currentTarget.value })}
      />
      <PasswordInput
        aria-label="确认密码"
        placeholder={confirmPlaceholder}
        autoComplete="new-password"
        value={form.pwTwo}
        onChange={(event) => change({ pwTwo: event.currentTarget.value })}
      />
    </>
  );
}
