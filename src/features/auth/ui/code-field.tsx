import { Button, Group, TextInput } from "@mantine/core";
import { useUnit } from "effector-react";
import type { CodeScene } from "../api/auth-requests";
import { $form, formChanged } from "../model/form";
import { $secondsLeft, sendCodeClicked } from "../model/send-code";

/** The SMS code and its 获取验证码 button, which counts down the seconds after a send. */
export function CodeField({ scene }: { scene: CodeScene }) {
  const [form, change, secondsLeft, send] = useUnit([$form, formChanged, $secondsLeft, sendCodeClicked]);
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        aria-label="验证码"
        placeholder="请输入验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.verifyCode}
        onChange={(event) => change({ verifyCode: event.currentTarget.value })}
        flex={1}
      />
      {/* Stays clickable while counting down: a click then says the SMS was already sent. */}
      <Button variant="light" w={112} onClick={() => send(scene)}>
        {secondsLeft > 0 ? `${secondsLeft}s` : "获取验证码"}
      </Button>
    </Group>
  );
}
