// One line above the list: the total and each section's count, all from the same render.
import { Group, Text } from "@mantine/core";
import { SECTION_ORDER, type MatchSections } from "@/entities/match";
import { sectionTitle } from "../lib/list-rows";

export function SectionSummary({ sections }: { sections: MatchSections }) {
  const total = SECTION_ORDER.reduce((sum, key) => sum + sections[key].length, 0);
  return (
    <Group gap="md" py="xs" px="md" aria-label="比赛统计" data-testid="section-summary">
      <Text size="sm" fw={700} data-testid="summary-total" data-count={total}>共 {total} 场</Text>
      {SECTION_ORDER.filter((key) => sections[key].length > 0).map((key) => (
        <Text key={key} size="sm" c="dimmed" data-testid={`summary-${key}`} data-count={sections[key].length}>
          {sectionTitle(key)} {sections[key].length}
        </Text>
      ))}
    </Group>
  );
}
