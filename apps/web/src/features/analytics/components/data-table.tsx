import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { downloadCsv } from './csv';

/** One report table with its CSV export (the CSV holds the raw figures, the table the formatted ones). */
export function DataTable({
  title,
  file,
  header,
  rows,
  cells,
  testId,
}: {
  title: string;
  file: string;
  header: string[];
  rows: (string | number)[][];
  cells?: (row: (string | number)[], index: number) => ReactNode[];
  testId?: string;
}) {
  const id = `table-${file}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`${file}.csv`, header, rows)}
          aria-label={`${msg.analyticsExportCsv}: ${title}`}
        >
          {msg.analyticsExportCsv}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{msg.analyticsNoRows}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {header.map((h, i) => (
                  <Table.Th key={h} ta={i === 0 ? undefined : 'right'}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are a fixed snapshot; titles may repeat
                <Table.Tr key={`${r[0]}-${i}`}>
                  {(cells ? cells(r, i) : r).map((c, j) => (
                    <Table.Td key={header[j]} ta={j === 0 ? undefined : 'right'}>
                      {c}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
