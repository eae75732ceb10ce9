// Step 3, the card info: real name and ID number, checked here with the rules' messages, then
// submitted; the server checks again and puts the application under review.
import { useState, type FormEvent } from "react";
import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { showToast } from "@/shared/lib/notify";
import { verifyCardInfo } from "../api/certification-requests";
import { idNumberError, normalizeIdNumber, realNameError } from "../lib/card-info";

export function CardStep({ onSubmitted }: { onSubmitted: () => unknown }) {
  const [realName, setRealName] = useState("");
  const [idNumber, setIdNumber] = useState("");
  const [errors, setErrors] = useState<{ name: string | null; id: string | null }>({ name: null, id: null });
  const submit = useMutation({
    mutationFn: verifyCardInfo,
    onSuccess: (msg) => {
      showToast("success", msg || "提交成功，请等待审核");
      onSubmitted();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { name: realNameError(realName), id: idNumberError(idNumber) };
    setErrors(next);
    if (!next.name && !next.id) submit.mutate({ realName: realName.trim(), idCardNumber: normalizeIdNumber(idNumber) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={360}>
        <TextInput
          label="真实姓名"
          placeholder="请输入身份证上的姓名"
          withAsterisk
          autoComplete="name"
          value={realName}
          error={errors.name}
          onChange={(event) => {
            setRealName(event.currentTarget.value);
            setErrors((e) => ({ ...e, name: null }));
          }}
        />
        <TextInput
          label="身份证号"
          placeholder="请输入18位身份证号"
          withAsterisk
          maxLength={18}
          autoComplete="off"
          value={idNumber}
          error={errors.id}
          onChange={(event) => {
            setIdNumber(event.currentTarget.value);
            setErrors((e) => ({ ...e, id: null }));
          }}
        />
        {submit.isError && <Alert color="red" title="提交失败">{submit.error.message}</Alert>}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            提交认证
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
