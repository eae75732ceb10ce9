import { Button, Group, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { setPasswordSkipped, setPasswordSubmitted } from "../model/passwords";
import { NewPasswordFields } from "./new-password-fields";

/** View 3: after a first login, a password may be set (or skipped). */
export function SetPasswordView() {
  const [submit, skip] = useUnit([setPasswordSubmitted, setPasswordSkipped]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        设置登录密码后，可使用手机号和密码登录
      </Text>
      <NewPasswordFields placeholder="请输入新的登录密码" confirmPlaceholder="请再次输入新的登录密码" />
      <Group grow mt="sm">
        <Button variant="default" onClick={() => skip()}>
          跳过
        </Button>
        <Button onClick={() => submit()}>确定</Button>
      </Group>
    </Stack>
  );
}
