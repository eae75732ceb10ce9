import { Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useUnit } from "effector-react";
import { PASSWORD_HINT } from "../config/messages";
import { $form, formChanged } from "../model/form";
import { resetPasswordSubmitted } from "../model/passwords";
import { backToLoginClicked } from "../model/views";
import { CodeField } from "./code-field";
import { PhoneField } from "./phone-field";

/** View 2: 忘记密码 — a new password set with an SMS code. */
export function ResetPasswordView() {
  const [form, change, submit, back] = useUnit([$form, formChanged, resetPasswordSubmitted, backToLoginClicked]);
  return (
    <Stack gap="sm">
      <PhoneField />
      <PasswordInput
        aria-label="新密码"
        placeholder="请输入新密码"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        value={form.pwOne}
        onChange={(event) => change({ pwOne: event.currentTarget.value })}
      />
      <PasswordInput
        aria-label="确认密码"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        value={form.pwTwo}
        onChange={(event) => change({ pwTwo: event.currentTarget.value })}
      />
      <CodeField scene="psw" />
      <Button fullWidth mt="sm" onClick={() => submit()}>
        确定
      </Button>
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={() => back()}>
          返回登录
        </Anchor>
      </Group>
    </Stack>
  );
}
