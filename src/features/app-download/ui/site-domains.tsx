// The site's permanent addresses (the `domains` dictionary), for visitors to bookmark.
import { Group, Text } from "@mantine/core";
import { useSiteDicts } from "@/entities/site";
import { DOWNLOAD_TEXTS } from "../config/download-config";
import classes from "./site-domains.module.css";

export interface SiteDomainsProps {
  /** The 永久网址 label and the bookmark hint; a page that titles the block itself leaves them out. */
  labelled?: boolean;
}

export function SiteDomains({ labelled = true }: SiteDomainsProps) {
  const { data } = useSiteDicts();
  const domains = data?.domains ?? [];
  if (domains.length === 0) return null;
  return (
    <div className={classes.box} data-testid="site-domains">
      <Group gap="xs" wrap="wrap" align="center">
        {labelled && (
          <Text span fz="sm" fw={600} c="gray.2">
            {DOWNLOAD_TEXTS.domains}：
          </Text>
        )}
        {domains.map((domain) => (
          <span key={domain} className={classes.domain}>
            {domain}
          </span>
        ))}
      </Group>
      {labelled && (
        <Text fz="xs" c="gray.4" mt={6}>
          {DOWNLOAD_TEXTS.domainsHint}
        </Text>
      )}
    </div>
  );
}
