// The page footer: agreement links, the anchor tool download, feedback and complaint. The two
// dialogs are mounted here once, since the footer is on every page.
import { Anchor, Box, Container, Divider, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { agreementLinksQuery, linkPathOf, type AgreementLink } from "@/entities/agreement";
import { complaintOpened, feedbackOpened } from "@/features/feedback";
import { COMING_SOON_HINT, FOOTER_ITEMS, SITE_NAME, type FooterItem } from "../config/footer-links";

function NewTabLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" c="gray.4">
      {label}
    </Anchor>
  );
}

function FooterEntry({ item, links }: { item: FooterItem; links: AgreementLink[] | undefined }) {
  const [openFeedback, openComplaint] = useUnit([feedbackOpened, complaintOpened]);
  switch (item.kind) {
    case "external":
      return <NewTabLink href={item.href} label={item.label} />;
    case "agreement": {
      const path = linkPathOf(links, item.linkType);
      if (path) return <NewTabLink href={path} label={item.label} />;
      return (
        <UnstyledButton disabled title={COMING_SOON_HINT} fz="sm" c="dimmed" style={{ cursor: "not-allowed" }}>
          {item.label}
        </UnstyledButton>
      );
    }
    case "feedback":
    case "complaint":
      return (
        <UnstyledButton fz="sm" c="gray.4" onClick={() => (item.kind === "feedback" ? openFeedback() : openComplaint())}>
          {item.label}
        </UnstyledButton>
      );
  }
}

export function Footer() {
  const year = new Date().getFullYear();
  const { data: links } = useQuery(agreementLinksQuery());
  return (
    <Box component="footer" py="xl" bg="dark.8" style={{ borderTop: "1px solid var(--mantine-color-dark-4)" }}>
      <Container size="xl">
        <Stack gap="md" align="center">
          <Group component="nav" aria-label="页脚链接" gap="xs" justify="center" wrap="wrap">
            {FOOTER_ITEMS.map((item, index) => (
              <Group key={item.label} gap="xs" wrap="nowrap">
                {index > 0 && <Divider orientation="vertical" />}
                <FooterEntry item={item} links={links} />
              </Group>
            ))}
          </Group>
          <Text fz="xs" c="dimmed">
            © {year} {SITE_NAME} 版权所有 · 足球篮球即时比分与赛事直播
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
