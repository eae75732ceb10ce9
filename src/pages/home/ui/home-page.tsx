import { Box, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { HOME_SECTIONS } from "../config/home-sections";

export function HomePage() {
  return (
    <>
      {/* The header floats translucent over this hero; the shell sets --app-header-height. */}
      <Box
        pt="calc(var(--app-header-height, 64px) + 56px)"
        pb={56}
        style={{
          background:
            "radial-gradient(ellipse at 30% 0%, color-mix(in srgb, var(--mantine-primary-color-6) 35%, transparent), transparent 70%), var(--mantine-color-body)",
        }}
      >
        <Container size="xl">
          <Stack gap="sm" maw={640}>
            <Title order={1} fz={40}>
              看球 · 足球篮球直播比分
            </Title>
            <Text fz="lg" c="gray.3">
              全天足球、篮球赛事即时比分，主播直播间，联赛资料库与赛前预测，一个网站看个够。
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
          {HOME_SECTIONS.map((section) => (
            <Card
              key={section.to}
              withBorder
              padding="lg"
              renderRoot={(props) => <Link to={section.to} {...props} />}
              style={{ textDecoration: "none" }}
            >
              <Stack gap={6}>
                <Text fw={700} fz="lg" c="var(--mantine-primary-color-5)">
                  {section.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {section.description}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
