// The latest Android version (POST /v1/version/checkUpdate): its name and update date; with
// `notes`, also its update notes and time (the /downLoad page).
import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useAppVersion } from "@/entities/site";
import { DOWNLOAD_TEXTS } from "../config/download-config";
import { updateDateText, updateNotes, updateTimeText, versionLabel } from "../lib/version-text";
import classes from "./latest-version.module.css";

export function LatestVersion({ notes = false }: { notes?: boolean }) {
  const { data, isPending, isError, refetch } = useAppVersion();
  if (isPending) return <Loader size="xs" aria-label="版本信息加载中" />;
  if (isError) {
    return (
      <Group gap="xs">
        <Text fz="sm" c="red.4">
          {DOWNLOAD_TEXTS.versionFailed}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void refetch()}>
          {DOWNLOAD_TEXTS.retry}
        </Button>
      </Group>
    );
  }
  const time = notes ? updateTimeText(data.updateTime) : updateDateText(data.updateTime);
  const lines = notes ? updateNotes(data.updateContent) : [];
  return (
    <Stack gap={6} data-testid="latest-version">
      <Group gap="md" fz="sm" wrap="wrap">
        <Text span fz="sm" c="gray.3">
          {DOWNLOAD_TEXTS.latest}：
          <Text span fz="sm" fw={700} c="white">
            Android {versionLabel(data.versionName)}
          </Text>
        </Text>
        {time && (
          <Text span fz="sm" c="gray.3">
            {DOWNLOAD_TEXTS.updated}：{time}
          </Text>
        )}
      </Group>
      {lines.length > 0 && (
        <ul className={classes.notes} aria-label="更新内容">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
