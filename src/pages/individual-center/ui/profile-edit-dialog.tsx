// 编辑资料: avatar (jpg/png up to 10 MB, compressed and uploaded as the feedback form's images),
// nickname (2–12 characters) and gender (保密 / 男 / 女); saved together by 保存.
import { useState } from "react";
import { Avatar, Button, FileButton, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { userInfoRefreshRequested } from "@/entities/session";
import { compressImage, IMAGE_ACCEPT, imageFileError, uploadImages } from "@/shared/lib/image-upload";
import { showToast } from "@/shared/lib/notify";
import { completePersonalInfo, type CustomerDetail, type Gender } from "../api/profile-requests";
import { GENDERS, NICKNAME_MAX, nicknameProblem } from "../lib/profile-rules";

export function ProfileEditDialog({ detail, opened, onClose }: { detail: CustomerDetail; opened: boolean; onClose: () => void }) {
  const refreshUser = useUnit(userInfoRefreshRequested);
  const queryClient = useQueryClient();
  const [nickname, setNickname] = useState(detail.nickname);
  const [gender, setGender] = useState<Gender>(detail.gender);
  const [avatar, setAvatar] = useState(detail.avatar);
  const [problem, setProblem] = useState<string | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const result = await uploadImages([await compressImage(file)]);
      if (!result.ok) throw new Error(result.message);
      return result.data[0]!.url;
    },
    onSuccess: (url) => setAvatar(url),
    onError: (error) => setAvatarProblem(error.message || "上传失败"),
  });
  const save = useMutation({
    mutationFn: () => completePersonalInfo({ nickname: nickname.trim(), gender, avatar }),
    onSuccess: ({ data, msg }) => {
      queryClient.setQueryData(["center", "detail", data.id], data);
      refreshUser();
      showToast("success", msg || "保存成功");
      onClose();
    },
    onError: (error) => setProblem(error.message || "保存失败"),
  });

  const pick = (file: File | null) => {
    if (!file) return;
    const error = imageFileError(file);
    setAvatarProblem(error);
    if (!error) upload.mutate(file);
  };
  const submit = () => {
    const found = nicknameProblem(nickname);
    setProblem(found);
    if (!found) save.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="编辑资料" centered>
      <Stack>
        <Group>
          <Avatar src={avatar || null} alt="头像" radius="xl" size={64} />
          <div>
            <FileButton accept={IMAGE_ACCEPT} onChange={pick} inputProps={{ "aria-label": "上传头像" }}>
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={upload.isPending}>
                  更换头像
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed" mt={4}>
              支持jpg、png格式，不超过10M
            </Text>
            {avatarProblem && (
              <Text size="xs" c="red" role="alert">
                {avatarProblem}
              </Text>
            )}
          </div>
        </Group>
        <TextInput
          label="昵称"
          value={nickname}
          onChange={(event) => {
            setNickname(event.currentTarget.value);
            setProblem(null);
          }}
          description={`2-${NICKNAME_MAX}个字`}
          error={problem}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="gender-label">
            性别
          </Text>
          <SegmentedControl
            aria-labelledby="gender-label"
            value={String(gender)}
            onChange={(value) => setGender(Number(value) as Gender)}
            data={GENDERS.map((g) => ({ value: String(g.value), label: g.label }))}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={upload.isPending}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
