// The app's download QR codes from the site dictionary (sorted by `sort`), each with its label.
// Shared by the prompt, the banner's hover card, the side panel and /downLoad.
import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useSiteDicts } from "@/entities/site";
import { DOWNLOAD_TEXTS } from "../config/download-config";
import classes from "./app-qr-codes.module.css";

export interface AppQrCodesProps {
  /** Edge of each code, px. */
  size?: number;
  /** Only the first few (a compact hover card). */
  limit?: number;
}

export function AppQrCodes({ size = 120, limit }: AppQrCodesProps) {
  const { data, isPending, isError, refetch } = useSiteDicts();
  if (isPending) {
    return (
      <Group justify="center" h={size} aria-label="二维码加载中">
        <Loader size="sm" />
      </Group>
    );
  }
  if (isError) {
    return (
      <Stack align="center" gap={6} mih={size} justify="center">
        <Text fz="sm" c="red.4">
          {DOWNLOAD_TEXTS.qrFailed}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void refetch()}>
          {DOWNLOAD_TEXTS.retry}
        </Button>
      </Stack>
    );
  }
  const codes = limit ? data.qrCodes.slice(0, limit) : data.qrCodes;
  return (
    <Group gap="md" justify="center" data-testid="app-qr-codes">
      {codes.map((code) => (
        <figure key={code.id} className={classes.code}>
          <img className={classes.image} src={code.value} alt={code.label || "下载二维码"} width={size} height={size} loading="lazy" />
          {code.label && <figcaption className={classes.label}>{code.label}</figcaption>}
        </figure>
      ))}
    </Group>
  );
}
