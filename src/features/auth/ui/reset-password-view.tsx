import { Anchor, Button, Group, Stack } from "@mantine/core";
import { useUnit } from "effector-react";
import { resetPasswordSubmitted } from "../model/passwords";
import { backToLoginClicked } from "../model/views";
import { CodeField } from "./code-field";
import { NewPasswordFields } from "./new-password-fields";
import { PhoneField } from "./phone-field";

/** View 2: 忘记密码 — a new password set with an SMS code. */
export function ResetPasswordView() {
  const [submit, back] = useUnit([resetPasswordSubmitted, backToLoginClicked]);
  return (
    <Stack gap="sm">
      <PhoneField />
      <NewPasswordFields placeholder="请输入新密码" confirmPlaceholder="请再次输入新密码" />
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
