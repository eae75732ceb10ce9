// /downLoad (docs/product-rules.md "Download page"): the app's QR codes, the latest Android
// version with its update notes and time, the site's permanent addresses, and the anchor tool.
import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AppQrCodes, LatestVersion, SiteDomains } from "@/features/app-download";
import { anchorToolUrl } from "@/shared/config";
import { APP_FEATURES, DOWNLOAD_PAGE } from "../config/download-page-texts";
import classes from "./download-page.module.css";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" p="xl" radius="lg" className={classes.card} aria-label={title}>
      <Title order={2} fz="lg" mb="md" c="white">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function DownloadPage() {
  return (
    <Container size="lg" py={48}>
      <div className={classes.hero}>
        <Stack gap="lg" className={classes.heroText}>
          <div>
            <Title order={1} fz={40} c="white">
              {DOWNLOAD_PAGE.title}
            </Title>
            <Text fz="lg" c="gray.3" mt="xs">
              {DOWNLOAD_PAGE.tagline}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {APP_FEATURES.map((feature) => (
              <div key={feature.title} className={classes.feature}>
                <Text fw={700} c="white">
                  {feature.title}
                </Text>
                <Text fz="sm" c="gray.4" mt={4}>
                  {feature.text}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
        <Paper p="xl" radius="lg" className={classes.scan} aria-label={DOWNLOAD_PAGE.scanTitle}>
          <Title order={2} fz="lg" ta="center" c="white">
            {DOWNLOAD_PAGE.scanTitle}
          </Title>
          <Text fz="sm" c="gray.4" ta="center" mt={6} mb="lg">
            {DOWNLOAD_PAGE.scanHint}
          </Text>
          <AppQrCodes size={132} />
        </Paper>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={40}>
        <Section title={DOWNLOAD_PAGE.versionTitle}>
          <LatestVersion notes />
        </Section>
        <Stack gap="lg">
          <Section title={DOWNLOAD_PAGE.domainsTitle}>
            <Text fz="sm" c="gray.3" mb="sm">
              {DOWNLOAD_PAGE.domainsText}
            </Text>
            <SiteDomains labelled={false} />
          </Section>
          <Section title={DOWNLOAD_PAGE.toolTitle}>
            <Text fz="sm" c="gray.3" mb="md">
              {DOWNLOAD_PAGE.toolText}
            </Text>
            <Button component="a" href={anchorToolUrl ?? undefined} target="_blank" rel="noopener noreferrer" variant="light" radius="xl" disabled={!anchorToolUrl}>
              {DOWNLOAD_PAGE.toolAction}
            </Button>
          </Section>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
