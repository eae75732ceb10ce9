import { Anchor, Box, Container, Divider, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { COMING_SOON_HINT, FOOTER_ITEMS, SITE_NAME } from "../config/footer-links";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      py="xl"
      bg="dark.8"
      style={{ borderTop: "1px solid var(--mantine-color-dark-4)" }}
    >
      <Container size="xl">
        <Stack gap="md" align="center">
          <Group component="nav" aria-label="页脚链接" gap="xs" justify="center" wrap="wrap">
            {FOOTER_ITEMS.map((item, index) => (
              <Group key={item.label} gap="xs" wrap="nowrap">
                {index > 0 && <Divider orientation="vertical" />}
                {item.kind === "external" ? (
                  <Anchor href={item.href} target="_blank" rel="noopener noreferrer" fz="sm" c="gray.4">
                    {item.label}
                  </Anchor>
                ) : (
                  <UnstyledButton
                    disabled
                    title={COMING_SOON_HINT}
                    fz="sm"
                    c="dimmed"
                    style={{ cursor: "not-allowed" }}
                  >
                    {item.label}
                  </UnstyledButton>
                )}
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
