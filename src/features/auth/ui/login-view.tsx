import { Anchor, Button, Group, PasswordInput, Stack, Tabs } from "@mantine/core";
import { useUnit } from "effector-react";
import { $form, $loginTab, formChanged, loginTabChanged, type LoginTab } from "../model/form";
import { $loggingIn, loginClicked } from "../model/login";
import { forgotPasswordClicked } from "../model/views";
import { AgreementCheck } from "./agreement-check";
import { CodeField } from "./code-field";
import { PhoneField } from "./phone-field";

/** View 1: 验证码登录 and 密码登录. */
export function LoginView() {
  const [tab, changeTab, form, change, login, loggingIn, forgot] = useUnit([
    $loginTab,
    loginTabChanged,
    $form,
    formChanged,
    loginClicked,
    $loggingIn,
    forgotPasswordClicked,
  ]);
  return (
    <Stack gap="md">
      {/* Inactive panels unmount so each label (手机号, 验证码, 密码) exists once. */}
      <Tabs value={tab} onChange={(value) => changeTab((value ?? "code") as LoginTab)} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="code">验证码登录</Tabs.Tab>
          <Tabs.Tab value="password">密码登录</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="code">
          <Stack gap="sm">
            <PhoneField />
            <CodeField scene="login" />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <Stack gap="sm">
            <PhoneField />
            <PasswordInput
              aria-label="密码"
              placeholder="请输入密码"
              autoComplete="current-password"
              value={form.password}
              onChange={(event) => change({ password: event.currentTarget.value })}
            />
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={() => forgot()}>
                忘记密码
              </Anchor>
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <AgreementCheck />
      {/* Never disabled: the model debounces clicks and drops those made while a login runs. */}
      <Button fullWidth onClick={() => login()} data-busy={loggingIn || undefined}>
        登录
      </Button>
    </Stack>
  );
}
