// The 发布预测 button of a signed-in anchor (on /forecast and in 我的预测): opens the form in a
// dialog; a published scheme closes it with 发布成功. The dialog's code comes the first time it
// opens: fans, who never see the button, do not download the form.
import { Button } from "@mantine/core";
import { useState } from "react";
import { useUnit } from "effector-react";
import { $isAnchor } from "@/entities/session";
import type { Scheme } from "@/entities/prediction";
import { showToast } from "@/shared/lib/notify";
import { createOnDemand } from "@/shared/ui/on-demand";

const PublishDialog = createOnDemand(() => import("./publish-dialog").then((module) => module.PublishDialog));

export function PublishPredictionButton({ onPublished }: { onPublished?: (scheme: Scheme) => void }) {
  const isAnchor = useUnit($isAnchor);
  const [open, setOpen] = useState(false);
  if (!isAnchor) return null;
  return (
    <>
      <Button color="red" onClick={() => setOpen(true)}>
        发布预测
      </Button>
      <PublishDialog
        wanted={open}
        opened={open}
        onClose={() => setOpen(false)}
        onPublished={(scheme) => {
          setOpen(false);
          showToast("success", "发布成功");
          onPublished?.(scheme);
        }}
      />
    </>
  );
}
