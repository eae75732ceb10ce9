// The prompt, mounted once by the shell: its code downloads the first time it opens; on home the
// gate arms its 200 ms opening.
import { useGate, useUnit } from "effector-react";
import { createOnDemand } from "@/shared/ui/on-demand";
import { $downloadPromptOpen, HomePromptGate } from "../model/download-prompt";

const DownloadPromptOnDemand = createOnDemand(() => import("./download-prompt").then((module) => module.DownloadPrompt));

function HomePromptArm() {
  useGate(HomePromptGate);
  return null;
}

export function DownloadPromptMount({ onHome }: { onHome: boolean }) {
  const open = useUnit($downloadPromptOpen);
  return (
    <>
      {onHome && <HomePromptArm />}
      <DownloadPromptOnDemand wanted={open} />
    </>
  );
}
