// A query's loader or its failure in place, with 重试 (docs/product-rules.md "Predictions").
import { Button, Center, Loader, Stack, Text } from "@mantine/core";

export function QueryFailure({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Stack align="center" gap={6} py={48} role="alert">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {error.message}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        重试
      </Button>
    </Stack>
  );
}

export function QueryLoader({ label }: { label: string }) {
  return (
    <Center py={64}>
      <Loader aria-label={label} />
    </Center>
  );
}
