// 更换手机号, two steps: the code sent to the current phone (shown masked) proves the owner, then
// the new phone's code binds it. Phone and code messages are the login dialog's.
import { useEffect, useState } from "react";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { AUTH_MESSAGES, CODE_COUNTDOWN_SECONDS, DEFAULT_NATIONAL_CODE } from "@/features/auth";
import { maskPhone, userInfoRefreshRequested } from "@/entities/session";
import { showToast } from "@/shared/lib/notify";
import { bindNewPhone, checkCurrentPhone, sendPhoneCode } from "../api/profile-requests";
import { codeProblem, newPhoneProblem } from "../lib/profile-rules";

/** 获取验证码 with its 60-second wait. */
function useCodeSender() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = useMutation({
    mutationFn: (phone: string) => sendPhoneCode(phone, DEFAULT_NATIONAL_CODE),
    onSuccess: () => {
      setLeft(CODE_COUNTDOWN_SECONDS);
      showToast("success", AUTH_MESSAGES.codeSent);
    },
  });
  const label = left > 0 ? `${left}s后重新获取` : "获取验证码";
  return { send, left, label, reset: () => setLeft(0) };
}

export function ChangePhoneDialog({ phone, opened, onClose }: { phone: string; opened: boolean; onClose: () => void }) {
  const refreshUser = useUnit(userInfoRefreshRequested);
  const queryClient = useQueryClient();
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [newPhone, setNewPhone] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const sender = useCodeSender();

  const check = useMutation({
    mutationFn: () => checkCurrentPhone(code.trim()),
    onSuccess: ({ data }) => {
      setTicket(data.ticket);
      setCode("");
      setProblem(null);
      sender.reset();
    },
    onError: (error) => setProblem(error.message),
  });
  const bind = useMutation({
    mutationFn: () => bindNewPhone({ ticket: ticket!, nationalCode: DEFAULT_NATIONAL_CODE, phoneNumber: newPhone.trim(), code: code.trim() }),
    onSuccess: ({ data, msg }) => {
      queryClient.setQueryData(["center", "detail", data.id], data);
      refreshUser();
      showToast("success", msg || "手机号修改成功");
      onClose();
    },
    onError: (error) => setProblem(error.message),
  });

  const askCode = () => {
    if (sender.left > 0) return setProblem(AUTH_MESSAGES.codeAlreadySent);
    const found = ticket ? newPhoneProblem(newPhone, phone) : null;
    setProblem(found);
    if (!found) sender.send.mutate(ticket ? newPhone.trim() : phone, { onError: (error) => setProblem(error.message) });
  };
  const submit = () => {
    const found = (ticket ? newPhoneProblem(newPhone, phone) : null) ?? codeProblem(code);
    setProblem(found);
    if (found) return;
    if (ticket) bind.mutate();
    else check.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="更换手机号" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {ticket ? "第二步：绑定新手机号" : `第一步：验证原手机号 ${maskPhone(phone)}`}
        </Text>
        {ticket && <TextInput label="新手机号" inputMode="numeric" value={newPhone} onChange={(event) => setNewPhone(event.currentTarget.value)} />}
        <Group align="flex-end" wrap="nowrap">
          <TextInput label="验证码" inputMode="numeric" maxLength={6} value={code} onChange={(event) => setCode(event.currentTarget.value)} style={{ flex: 1 }} />
          <Button variant="light" onClick={askCode} loading={sender.send.isPending} disabled={sender.left > 0}>
            {sender.label}
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={submit} loading={check.isPending || bind.isPending}>
            {ticket ? "确定" : "下一步"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
