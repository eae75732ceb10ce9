// The 发布预测 button of a signed-in anchor (on /forecast and in 我的预测): opens the form in a
// dialog; a published scheme closes it with 发布成功.
import { Button, Modal } from "@mantine/core";
import { useState } from "react";
import { useUnit } from "effector-react";
import { $isAnchor } from "@/entities/session";
import type { Scheme } from "@/entities/prediction";
import { showToast } from "@/shared/lib/notify";
import { PublishForm } from "./publish-form";

export function PublishPredictionButton({ onPublished }: { onPublished?: (scheme: Scheme) => void }) {
  const isAnchor = useUnit($isAnchor);
  const [open, setOpen] = useState(false);
  if (!isAnchor) return null;
  return (
    <>
      <Button color="red" onClick={() => setOpen(true)}>
        发布预测
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="发布预测" size="lg">
        {open && (
          <PublishForm
            onPublished={(scheme) => {
              setOpen(false);
              showToast("success", "发布成功");
              onPublished?.(scheme);
            }}
          />
        )}
      </Modal>
    </>
  );
}
