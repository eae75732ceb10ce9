import { Badge, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ROUTES } from "@/shared/routes";
import { AnchorLink } from "@/shared/ui/anchor-link";

interface PageNoticeProps {
  heading: string;
  badge: string;
  children: ReactNode;
}

/** The shared frame of the fallback pages: heading, badge, one line of text, a way home. */
export function PageNotice({ heading, badge, children }: PageNoticeProps) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Badge size="lg" variant="light">
          {badge}
        </Badge>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">{children}</Text>
        <AnchorLink to={ROUTES.home.path} fw={600}>
          返回首页
        </AnchorLink>
      </Stack>
    </Container>
  );
}
