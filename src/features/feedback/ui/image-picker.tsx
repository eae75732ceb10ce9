// Thumbnails of the uploaded proofs with remove buttons, and the button that picks more.
import { Button, CloseButton, FileButton, Group, Image, Input, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { FEEDBACK_LABELS, IMAGE_ACCEPT, MAX_IMAGES } from "../config/feedback-config";
import type { ImagePicker as ImagePickerModel } from "../model/image-picker";

export function ImagePicker({ picker }: { picker: ImagePickerModel }) {
  const [images, uploading, filesPicked, imageRemoved] = useUnit([
    picker.$images,
    picker.$uploading,
    picker.filesPicked,
    picker.imageRemoved,
  ]);
  return (
    <Input.Wrapper label={`${FEEDBACK_LABELS.images}（${images.length}/${MAX_IMAGES}）`}>
      <Group gap="xs" mt={4} data-testid="proof-images">
        {images.map((image, index) => (
          <div key={image.url} style={{ position: "relative" }}>
            <Image src={image.url} alt={`图片${index + 1}`} w={72} h={72} radius="sm" fit="cover" />
            <CloseButton
              size="xs"
              aria-label={`${FEEDBACK_LABELS.removeImage}${index + 1}`}
              style={{ position: "absolute", top: 2, right: 2 }}
              onClick={() => imageRemoved(image.url)}
            />
          </div>
        ))}
        {images.length < MAX_IMAGES && (
          <FileButton multiple accept={IMAGE_ACCEPT} onChange={filesPicked} disabled={uploading} inputProps={{ "aria-label": FEEDBACK_LABELS.images }}>
            {(props) => (
              <Button variant="default" w={72} h={72} loading={uploading} {...props}>
                +
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        支持jpg、png格式，单张不超过10M，最多{MAX_IMAGES}张
      </Text>
    </Input.Wrapper>
  );
}
