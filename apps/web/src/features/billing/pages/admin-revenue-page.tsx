import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { fillMessage, msg, RevenueQuerySchema, type RevenueReport } from '@simmer/contracts';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { dayInputValue, formatDate } from '../../../lib/format';
import { useMoney } from '../../../lib/site-config';
import { getLedgerCsv, getRevenue } from '../api/billing-api';

/** /admin-revenue: what memberships, items and the store earned over a chosen period. */
export default function AdminRevenuePage() {
  const money = useMoney();
  const [to, setTo] = useState(() => dayInputValue(new Date()));
  const [from, setFrom] = useState(() => dayInputValue(new Date(Date.now() - 29 * 86_400_000)));
  const [exportError, setExportError] = useState<string | null>(null);
  const report = useQuery({
    queryKey: ['admin', 'revenue', from, to],
    queryFn: () => getRevenue(from, to),
    placeholderData: keepPreviousData,
    enabled: !!from && !!to,
  });

  async function exportCsv() {
    setExportError(null);
    // A cleared date gets the message the server gives for it (an empty value is not sent).
    const period = RevenueQuerySchema.safeParse({ from, to });
    if (!period.success) {
      setExportError(period.error.issues[0]?.message ?? msg.invalidInput);
      return;
    }
    try {
      const csv = await getLedgerCsv(from, to);
      const url = URL.createObjectURL(csv);
      const a = document.createElement('a');
      a.href = url;
      a.download = `ledger-${from}-${to}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setExportError(errorMessage(err));
    }
  }

  const r = report.data;
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {msg.revenueTitle}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={msg.revenueFrom}
              value={from}
              max={to}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={msg.revenueTo}
              value={to}
              min={from}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportCsv}>
              {msg.revenueExport}
            </Button>
          </Group>
        </Group>
        {exportError && <Alert color="red">{exportError}</Alert>}
        {report.error && <Alert color="red">{errorMessage(report.error)}</Alert>}
        {report.isPending && !r ? (
          <PageLoader />
        ) : r ? (
          <>
            <SimpleGrid cols={{ base: 2, md: 3 }}>
              <Figure label={msg.revenueMrr} value={money(r.mrr)} testId="revenue-mrr" />
              <Figure
                label={msg.revenueActiveMembers}
                value={String(r.active_members.monthly + r.active_members.annual)}
                note={fillMessage(msg.revenueActiveByPlan, {
                  monthly: String(r.active_members.monthly),
                  annual: String(r.active_members.annual),
                })}
              />
              <Figure label={msg.revenueNewMemberships} value={String(r.new_memberships)} />
              <Figure label={msg.revenueCancelled} value={String(r.cancelled_memberships)} />
              <Figure
                label={msg.revenuePayments}
                value={money(r.payments_revenue)}
                testId="revenue-payments"
              />
              <Figure label={msg.revenueStore} value={money(r.store_revenue)} />
              <Figure
                label={msg.revenueDiscounts}
                value={money(r.discounts)}
                note={fillMessage(msg.revenueDiscountedPayments, { count: String(r.discounted_payments) })}
                testId="revenue-discounts"
              />
              <Figure label={msg.revenueTrials} value={String(r.trials_started)} testId="revenue-trials" />
              <Figure label={msg.revenueGifts} value={String(r.gifts_bought)} testId="revenue-gifts" />
            </SimpleGrid>
            <RevenueChart series={r.series} />
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="revenue-items">
              <Title order={2} size="h4" id="revenue-items" mb="sm">
                {msg.revenueItemsTitle}
              </Title>
              {r.items.length === 0 ? (
                <Text c="dimmed">{msg.revenueItemsEmpty}</Text>
              ) : (
                <Table.ScrollContainer minWidth={360}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{msg.invoiceItem}</Table.Th>
                        <Table.Th ta="right">{msg.revenueSales}</Table.Th>
                        <Table.Th ta="right">{msg.revenueAmount}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {r.items.map((i) => (
                        <Table.Tr key={`${i.product_type}:${i.product_id}`}>
                          <Table.Td>{i.title}</Table.Td>
                          <Table.Td ta="right">{i.sales}</Table.Td>
                          <Table.Td ta="right">{money(i.revenue)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** Stacked daily bars (memberships and items, store); the numbers are also in a hidden table for screen readers. */
function RevenueChart({ series }: { series: RevenueReport['series'] }) {
  const money = useMoney();
  const max = Math.max(1, ...series.map((s) => s.memberships_and_items + s.store));
  const width = 720;
  const height = 180;
  const bar = width / Math.max(1, series.length);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="revenue-chart">
      <Title order={2} size="h4" id="revenue-chart" mb="sm">
        {msg.revenueChartTitle}
      </Title>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        {series.map((s, i) => {
          const h1 = (s.memberships_and_items / max) * (height - 4);
          const h2 = (s.store / max) * (height - 4);
          return (
            <g key={s.date}>
              <rect
                x={i * bar + 1}
                y={height - h1}
                width={Math.max(1, bar - 2)}
                height={h1}
                fill="var(--mantine-primary-color-filled)"
              />
              <rect
                x={i * bar + 1}
                y={height - h1 - h2}
                width={Math.max(1, bar - 2)}
                height={h2}
                fill="var(--mantine-color-teal-7)"
              />
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt="xs">
        <Text size="xs">
          <span style={{ color: 'var(--mantine-primary-color-filled)' }}>■</span> {msg.revenuePayments}
        </Text>
        <Text size="xs">
          <span style={{ color: 'var(--mantine-color-teal-7)' }}>■</span> {msg.revenueStore}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{msg.revenueChartTitle}</caption>
          <thead>
            <tr>
              <th>{msg.invoiceDate}</th>
              <th>{msg.revenuePayments}</th>
              <th>{msg.revenueStore}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.date}>
                <td>{formatDate(s.date)}</td>
                <td>{money(s.memberships_and_items)}</td>
                <td>{money(s.store)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
