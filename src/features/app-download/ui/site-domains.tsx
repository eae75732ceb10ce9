// The site's permanent addresses (the `domains` dictionary), for visitors to bookmark.
import { Group, Text } from "@mantine/core";
import { useSiteDicts } from "@/entities/site";
import { DOWNLOAD_TEXTS } from "../config/download-config";
import classes from "./site-domains.module.css";

export function SiteDomains({ hint = true }: { hint?: boolean }) {
  const { data } = useSiteDicts();
  const domains = data?.domains ?? [];
  if (domains.length === 0) return null;
  return (
    <div className={classes.box} data-testid="site-domains">
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text span fz="sm" fw={600} c="gray.2">
          {DOWNLOAD_TEXTS.domains}：
        </Text>
        {domains.map((domain) => (
          <Text span key={domain} fz="sm" fw={700} c="var(--app-accent)" className={classes.domain}>
            {domain}
          </Text>
        ))}
      </Group>
      {hint && (
        <Text fz="xs" c="gray.4" mt={4}>
          {DOWNLOAD_TEXTS.domainsHint}
        </Text>
      )}
    </div>
  );
}
