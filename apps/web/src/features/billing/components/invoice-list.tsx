import { Alert, Badge, Center, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../../../lib/site-config';
import { useInvoices } from '../api/billing-api';

const PAGE_SIZE = 20;
const statusText = {
  succeeded: msg.invoiceSucceeded,
  failed: msg.invoiceFailed,
  pending: msg.invoicePending,
  incomplete: msg.invoiceIncomplete,
};
const statusColor = { succeeded: 'green', failed: 'red', pending: 'gray', incomplete: 'orange' };

/** The member's invoices and receipts: date, the item named, amount and status, newest first. */
export function InvoiceList() {
  const money = useMoney();
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const pages = Math.max(1, Math.ceil((invoices.data?.count ?? 0) / PAGE_SIZE));
  return (
    <Stack component="section" aria-labelledby="invoices-title">
      <Title order={2} size="h3" id="invoices-title">
        {msg.invoicesTitle}
      </Title>
      {invoices.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={msg.invoicesTitle} />
        </Center>
      ) : invoices.error ? (
        <Alert color="red">{errorMessage(invoices.error)}</Alert>
      ) : invoices.data.results.length === 0 ? (
        <Text c="dimmed">{msg.invoicesEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped data-testid="invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{msg.invoiceDate}</Table.Th>
                <Table.Th>{msg.invoiceItem}</Table.Th>
                <Table.Th ta="right">{msg.invoiceAmount}</Table.Th>
                <Table.Th>{msg.invoiceStatus}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.results.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDate(r.created)}</Table.Td>
                  <Table.Td>{r.item}</Table.Td>
                  <Table.Td ta="right">{money(r.amount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[r.status]}>
                      {statusText[r.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
