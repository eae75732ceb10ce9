// The broadcast cover: one jpg or png of at most 10 MB (the upload rules), compressed and uploaded
// at once; the draft keeps its URL. Without a cover the room shows the match artwork.
import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { compressImage, IMAGE_ACCEPT, imageFileError, uploadImages } from "@/shared/lib/image-upload";
import classes from "./anchor-start.module.css";

export function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    const refused = imageFileError(file);
    setError(refused);
    if (refused) return;
    setUploading(true);
    try {
      const result = await uploadImages([await compressImage(file)]);
      if (result.ok && result.data[0]) onChange(result.data[0].url);
      else setError(result.ok ? "上传失败" : result.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label="直播封面" description="jpg或png格式，单个文件最大10M；不上传则使用比赛海报" error={error}>
      <Group mt={6} align="flex-end">
        {value ? <img className={classes.cover} src={value} alt="直播封面" /> : <div className={classes.cover} aria-hidden />}
        <Stack gap={6}>
          <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={uploading}>
                {value ? "更换封面" : "上传封面"}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="gray" size="xs" onClick={() => onChange("")}>
              移除封面
            </Button>
          )}
          {uploading && (
            <Text size="xs" c="dimmed">
              上传中…
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
