import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { limits, msg, type ReportFilter, type ReportItem, reportReviewPath } from '@simmer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { UserDataTabs } from '../../admin/components/admin-tabs';
import { useReports } from '../api/reports-api';
import type { ReviewState } from '../components/review-frame';
import { ddmmyyyy, fullName, statusLabel, typeLabel } from '../lib/format';

const filters: Array<{ value: ReportFilter | ''; label: string }> = [
  { value: '', label: msg.reportFilterAll },
  { value: 'none', label: msg.reportFilterPending },
  { value: 'delete', label: msg.reportFilterDeleted },
  { value: 'dismiss', label: msg.reportFilterDismissed },
];

function ReviewLink({ report }: { report: ReportItem }) {
  const reporter = fullName(report.reported_by_user_details);
  const state: ReviewState = { reportId: report.id, reporterName: reporter, reportType: report.report_type };
  return (
    <Anchor
      component={Link}
      to={reportReviewPath(report)}
      state={state}
      aria-label={`${msg.reportReviewLink}: ${typeLabel[report.content_type]}, ${reporter}`}
    >
      {msg.reportReviewLink}
    </Anchor>
  );
}

function StatusBadge({ report }: { report: ReportItem }) {
  return (
    <Badge color={statusLabel[report.action].color} variant="light">
      {statusLabel[report.action].label}
    </Badge>
  );
}

/** On a phone each report is a card: a six-column table would hide the Review link off-screen. */
function ReportCards({ rows }: { rows: ReportItem[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={msg.reportsTitle}>
      {rows.map((r) => (
        <Paper key={r.id} withBorder p="sm" component="li" data-testid={`report-${r.id}`}>
          <Group justify="space-between" mb={4}>
            <Text fw={600}>{typeLabel[r.content_type]}</Text>
            <StatusBadge report={r} />
          </Group>
          <Text size="sm">
            {msg.reportColReporter}: {fullName(r.reported_by_user_details)}
          </Text>
          <Text size="sm">
            {msg.reportColReason}: {r.report_type}
          </Text>
          <Group justify="space-between" mt={4}>
            <Text size="sm" c="dimmed">
              {ddmmyyyy(r.created)}
            </Text>
            <ReviewLink report={r} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Report/Review (spec 002 §2.12): every report, 25 per page, filtered by what was done with it. */
export default function UserReportsReviewPage() {
  const [filter, setFilter] = useState<ReportFilter | ''>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error } = useReports(filter, page);
  const rows = data?.results ?? [];
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / limits.pageSize));
  const narrow = useMediaQuery('(max-width: 48em)');

  return (
    <Container size="xl" py="lg">
      <UserDataTabs />
      <Group justify="space-between" mb="md" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {msg.reportsTitle}
        </Title>
        <Select
          label={msg.reportFilterLabel}
          w={200}
          value={filter}
          allowDeselect={false}
          data={filters}
          rightSection={isFetching ? <Loader size="xs" /> : undefined}
          onChange={(v) => {
            setFilter((v ?? '') as ReportFilter | '');
            setPage(1);
          }}
        />
      </Group>
      {error ? (
        <Text c="red" role="alert">
          {errorMessage(error)}
        </Text>
      ) : isLoading ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <EmptyState message={msg.reportsEmpty} />
      ) : narrow ? (
        <ReportCards rows={rows} />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={msg.reportsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{msg.reportColReporter}</Table.Th>
                  <Table.Th>{msg.reportColReason}</Table.Th>
                  <Table.Th>{msg.reportColType}</Table.Th>
                  <Table.Th>{msg.reportColDate}</Table.Th>
                  <Table.Th>{msg.reportColStatus}</Table.Th>
                  <Table.Th>{msg.reportColReview}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid={`report-${r.id}`}>
                    <Table.Td>{fullName(r.reported_by_user_details)}</Table.Td>
                    <Table.Td>{r.report_type}</Table.Td>
                    <Table.Td>{typeLabel[r.content_type]}</Table.Td>
                    <Table.Td>{ddmmyyyy(r.created)}</Table.Td>
                    <Table.Td>
                      <StatusBadge report={r} />
                    </Table.Td>
                    <Table.Td>
                      <ReviewLink report={r} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {data && data.count > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {(data.count === 1 ? msg.reportPageOfOne : msg.reportPageOf)
              .replace('{count}', String(data.count))
              .replace('{page}', String(page))
              .replace('{pages}', String(pages))}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={!data.previous} onClick={() => setPage(page - 1)}>
              {msg.reportPrevious}
            </Button>
            <Button variant="default" disabled={!data.next} onClick={() => setPage(page + 1)}>
              {msg.reportNext}
            </Button>
          </Group>
        </Group>
      )}
    </Container>
  );
}
