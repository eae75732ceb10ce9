// The slim app-download banner along the bottom of every page (docs/product-rules.md "App
// download"): 扫码下载 opens the prompt with the QR codes; × hides the banner for the session. A
// spacer in the page's flow keeps the footer clear of it. It is on every first view, so it carries
// no popover code of its own (the prompt downloads when it opens).
import { Button, CloseButton, Container, Group, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { BANNER_HEIGHT, DOWNLOAD_TEXTS } from "../config/download-config";
import { $downloadBannerShown, downloadBannerClosed } from "../model/download-banner";
import { downloadPromptRequested } from "../model/download-prompt";
import classes from "./download-banner.module.css";
import { PhoneMark } from "./phone-mark";

function QrGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M1 1h6v6H1zm1.5 1.5v3h3v-3zM9 1h6v6H9zm1.5 1.5v3h3v-3zM1 9h6v6H1zm1.5 1.5v3h3v-3zM9 9h2v2H9zm2 2h2v2h-2zm2-2h2v2h-2zm0 4h2v2h-2zm-4 0h2v2H9z" />
    </svg>
  );
}

export function DownloadBanner() {
  const [shown, close, requestPrompt] = useUnit([$downloadBannerShown, downloadBannerClosed, downloadPromptRequested]);
  if (!shown) return null;
  return (
    <>
      <div style={{ height: BANNER_HEIGHT }} aria-hidden="true" />
      <aside className={classes.banner} style={{ height: BANNER_HEIGHT }} aria-label={DOWNLOAD_TEXTS.title} data-testid="download-banner">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" c="white" miw={0}>
              <PhoneMark />
              <Text span fw={700} fz="md" style={{ whiteSpace: "nowrap" }}>
                {DOWNLOAD_TEXTS.title}
              </Text>
              <Text span fz="sm" c="gray.4" className={classes.slogan}>
                {DOWNLOAD_TEXTS.slogan}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" radius="xl" leftSection={<QrGlyph />} onClick={() => requestPrompt()}>
                {DOWNLOAD_TEXTS.scan}
              </Button>
              <CloseButton size="md" c="gray.4" aria-label={DOWNLOAD_TEXTS.closeBanner} onClick={() => close()} />
            </Group>
          </Group>
        </Container>
      </aside>
    </>
  );
}
