import { Group, NativeSelect, TextInput } from "@mantine/core";
import { useUnit } from "effector-react";
import { NATIONAL_CODES } from "../config/auth-constants";
import { $form, formChanged } from "../model/form";

const CODE_OPTIONS = NATIONAL_CODES.map((code) => ({ value: code, label: `+${code}` }));

/** Country code and phone number, shared by the login and reset views. */
export function PhoneField() {
  const [form, change] = useUnit([$form, formChanged]);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <NativeSelect
        aria-label="区号"
        data={CODE_OPTIONS}
        value={form.nationalCode}
        onChange={(event) => change({ nationalCode: event.currentTarget.value })}
        w={96}
      />
      <TextInput
        aria-label="手机号"
        placeholder="请输入手机号"
        inputMode="tel"
        autoComplete="tel-national"
        value={form.phone}
        onChange={(event) => change({ phone: event.currentTarget.value })}
        flex={1}
      />
    </Group>
  );
}
