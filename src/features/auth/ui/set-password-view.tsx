import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { PASSWORD_HINT } from "../config/messages";
import { $form, formChanged } from "../model/form";
import { setPasswordSkipped, setPasswordSubmitted } from "../model/passwords";

/** View 3: after a first login, a password may be set (or skipped). */
export function SetPasswordView() {
  const [form, change, submit, skip] = useUnit([$form, formChanged, setPasswordSubmitted, setPasswordSkipped]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        设置登录密码后，可使用手机号和密码登录
      </Text>
      <PasswordInput
        aria-label="新密码"
        placeholder="请输入新的登录密码"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        value={form.pwOne}
        onChange={(event) => change({ pwOne: event.currentTarget.value })}
      />
      <PasswordInput
        aria-label="确认密码"
        placeholder="请再次输入新的登录密码"
        autoComplete="new-password"
        value={form.pwTwo}
        onChange={(event) => change({ pwTwo: event.currentTarget.value })}
      />
      <Group grow mt="sm">
        <Button variant="default" onClick={() => skip()}>
          跳过
        </Button>
        <Button onClick={() => submit()}>确定</Button>
      </Group>
    </Stack>
  );
}
