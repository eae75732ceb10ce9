// The app-download prompt (docs/product-rules.md "App download"): the app's QR codes, the latest
// Android version and the site's permanent addresses. Its button, an outside click, Escape or the
// close mark close it, and the closed flag is remembered.
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { DOWNLOAD_TEXTS } from "../config/download-config";
import { $downloadPromptOpen, downloadPromptClosed } from "../model/download-prompt";
import { AppQrCodes } from "./app-qr-codes";
import { LatestVersion } from "./latest-version";
import { PhoneMark } from "./phone-mark";
import { SiteDomains } from "./site-domains";

export function DownloadPrompt() {
  const [opened, closed] = useUnit([$downloadPromptOpen, downloadPromptClosed]);
  return (
    <Modal
      opened={opened}
      onClose={closed}
      centered
      size={560}
      radius="lg"
      title={
        <Group gap="sm" wrap="nowrap" c="white">
          <PhoneMark />
          <Text span fz="lg" fw={700}>
            {DOWNLOAD_TEXTS.title}
          </Text>
        </Group>
      }
      closeButtonProps={{ "aria-label": "关闭" }}
      data-testid="download-prompt"
    >
      <Stack gap="lg">
        <Text fz="sm" c="gray.3">
          {DOWNLOAD_TEXTS.slogan}。扫描下方二维码即可下载安装。
        </Text>
        <AppQrCodes size={128} />
        <LatestVersion />
        <SiteDomains />
        <Button fullWidth radius="xl" onClick={() => closed()} data-autofocus>
          {DOWNLOAD_TEXTS.confirm}
        </Button>
      </Stack>
    </Modal>
  );
}
