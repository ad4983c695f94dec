import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { msg, type ReportContentType, type ReportItem } from '@simmer/contracts';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, errorMessage } from '../../../lib/api';
import { useReport, useReportAction } from '../api/reports-api';
import { deleteLabel, fullName, statusLabel, typeLabel } from '../lib/format';

/** What the list hands to a review page (spec 001 §2): report id, reporter's name, reason. */
export interface ReviewState {
  reportId: number;
  reporterName: string;
  reportType: string;
}

/**
 * The report this page reviews: from the navigation state, else from `?report=` (a reload
 * or a shared link), else the newest pending report on the item.
 */
export function useReviewedReport(onTarget: ReportItem[] | undefined) {
  const state = (useLocation().state ?? null) as Partial<ReviewState> | null;
  const [params] = useSearchParams();
  const fromUrl = Number(params.get('report')) || undefined;
  const id = state?.reportId ?? fromUrl;
  const query = useReport(id);
  const report =
    query.data ??
    onTarget?.find((r) => r.id === id) ??
    (id ? undefined : (onTarget?.find((r) => r.action === 'pending') ?? onTarget?.[0]));
  return { report, state, loading: Boolean(id) && query.isLoading };
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Reported By, Reason, Posted By, the content, Back, "Dismiss the Report" and "Delete ..."
 * (confirmed first), then "You've resolved this report request." (spec 002 §2.12).
 */
export function ReviewFrame({
  kind,
  targetReports,
  targetLoading,
  targetError,
  notFoundMessage,
  postedBy,
  children,
}: {
  kind: ReportContentType;
  targetReports: ReportItem[] | undefined;
  targetLoading: boolean;
  targetError: unknown;
  notFoundMessage: string;
  postedBy?: { first_name: string; last_name: string };
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { report, state, loading } = useReviewedReport(targetReports);
  const action = useReportAction();
  const back = () => (location.key === 'default' ? navigate('/user-reports-review') : navigate(-1));

  const run = (choice: 'dismiss' | 'delete') => {
    if (!report) return;
    action.mutate(
      { id: report.id, action: choice },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: msg.reportConfirmTitle,
      children: <Text>{msg.reportConfirmDelete.replace('{type}', typeLabel[kind].toLowerCase())}</Text>,
      labels: { confirm: msg.reportConfirmYes, cancel: msg.reportConfirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => run('delete'),
    });

  if (targetLoading || loading) return <PageLoader />;
  const current = action.data?.data ?? report;
  const gone = Boolean(targetError);
  if (!current && gone) {
    return (
      <Container size="md" py="lg">
        <Alert color="red" role="alert" mb="md">
          {targetError instanceof ApiError && targetError.status === 404
            ? notFoundMessage
            : errorMessage(targetError)}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          {msg.reportBack}
        </Button>
      </Container>
    );
  }
  const resolved = current ? current.action !== 'pending' : false;
  const reporter = current ? fullName(current.reported_by_user_details) : (state?.reporterName ?? '');
  const reason = current?.report_type ?? state?.reportType ?? '';
  const author = postedBy ?? current?.user_posted_details;

  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb="md">
        {msg.reportReviewTitle.replace('{type}', typeLabel[kind])}
      </Title>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
          <Field label={msg.reportReportedBy} value={reporter} />
          <Field label={msg.reportReason} value={reason} />
          <Field label={msg.reportPostedBy} value={author ? fullName(author) : ''} />
        </SimpleGrid>
      </Paper>
      {!gone && current?.action !== 'delete' && (
        <Paper withBorder p="md" mb="md">
          {children}
        </Paper>
      )}
      {resolved && current && (
        <Alert
          color="green"
          icon={<IconCircleCheck />}
          mb="md"
          role="status"
          title={msg.reportResolved}
          data-testid="report-resolved"
        >
          <Badge color={statusLabel[current.action].color} variant="light">
            {statusLabel[current.action].label}
          </Badge>
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          {msg.reportBack}
        </Button>
        {!resolved && current && !gone && (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              onClick={() => run('dismiss')}
              loading={action.isPending && action.variables?.action === 'dismiss'}
              disabled={action.isPending}
            >
              {msg.reportDismiss}
            </Button>
            <Button
              color="red"
              onClick={confirmDelete}
              loading={action.isPending && action.variables?.action === 'delete'}
              disabled={action.isPending}
            >
              {deleteLabel[kind]}
            </Button>
          </Group>
        )}
      </Group>
    </Container>
  );
}
