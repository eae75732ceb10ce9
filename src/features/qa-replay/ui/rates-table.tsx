// Frames per second by code: the last second of the live socket, or of the replay's clock.
import { Table, Text, Title } from "@mantine/core";
import { useUnit } from "effector-react";
import { codeLabel } from "../lib/code-labels";
import type { QaSession } from "../model/qa-session";

export function RatesTable({ session }: { session: QaSession }) {
  const view = useUnit(session.$view);
  const counts = view?.counts ?? [];
  return (
    <div>
      <Title order={4} mb="xs">
        每秒帧数（按代码）
      </Title>
      {counts.length === 0 ? (
        <Text size="sm" c="dimmed">
          最近一秒没有帧
        </Text>
      ) : (
        <Table striped withTableBorder data-testid="qa-rates" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>代码</Table.Th>
              <Table.Th>含义</Table.Th>
              <Table.Th ta="right">帧/秒</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counts.map(({ code, count }) => (
              <Table.Tr key={code}>
                <Table.Td>{code}</Table.Td>
                <Table.Td>{codeLabel(code)}</Table.Td>
                <Table.Td ta="right">{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
