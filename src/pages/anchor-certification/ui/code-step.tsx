// Step 2, the anchor invitation code: checked here for its shape, then by the server.
import { useState, type FormEvent } from "react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { verifyAnchorCode } from "../api/certification-requests";
import { anchorCodeError, normalizeAnchorCode } from "../lib/anchor-code";

export function CodeStep({ onNext }: { onNext: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: verifyAnchorCode, onSuccess: onNext, onError: (e) => setError(e.message) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = anchorCodeError(code);
    setError(problem);
    if (!problem) verify.mutate(normalizeAnchorCode(code));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={360}>
        <TextInput
          label="主播邀请码"
          description="请向运营人员索取6位主播邀请码"
          placeholder="请输入主播邀请码"
          withAsterisk
          maxLength={6}
          autoComplete="off"
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group>
          <Button type="submit" loading={verify.isPending}>
            下一步
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
