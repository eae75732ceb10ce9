// One line above the grid: the match count and each section's, all from the same derived view.
import { Group, Text } from "@mantine/core";
import { SECTION_ORDER, type SectionKey } from "@/entities/match";
import type { TableView } from "../lib/table-rows";

export function SectionSummary({ view, sectionTitle }: { view: TableView; sectionTitle: (section: SectionKey) => string }) {
  return (
    <Group gap="md" py={4} aria-label="比赛统计" data-testid="section-summary">
      <Text size="sm" fw={700} data-testid="summary-total" data-count={view.total}>
        共 {view.total} 场
      </Text>
      {SECTION_ORDER.filter((key) => (view.counts[key] ?? 0) > 0).map((key) => (
        <Text key={key} size="sm" c="dark.1" data-testid={`summary-${key}`} data-count={view.counts[key]}>
          {sectionTitle(key)} {view.counts[key]}
        </Text>
      ))}
    </Group>
  );
}
