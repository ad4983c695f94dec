import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AnalyticsOverview, analyticsMeasures, msg } from '@simmer/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/site-config';
import { analyticsKeys, refreshFigures, useOverview } from '../api/analytics-api';
import { DataTable } from '../components/data-table';
import { LineChart } from '../components/line-chart';
import { changeOf, formatCount, formatMeasure, formatShare, measureLabels } from '../components/measures';
import { RangePicker, useRange } from '../components/range-picker';

/** /admin-analytics: the audience of a period, counted by the site itself (decision 910). */
export default function AdminAnalyticsPage() {
  const range = useRange();
  const report = useOverview(range.from, range.to);
  const client = useQueryClient();
  const refresh = useMutation({
    mutationFn: refreshFigures,
    onSuccess: async (r) => {
      notifications.show({ color: 'green', message: r.msg });
      await client.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
  });
  const r = report.data;
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {msg.analyticsTitle}
            </Title>
            <Text size="sm" c="dimmed" maw={560}>
              {msg.analyticsIntro}
            </Text>
          </div>
          <Group align="flex-end" wrap="wrap">
            <RangePicker range={range} />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              {msg.analyticsRefresh}
            </Button>
          </Group>
        </Group>
        {report.error && <Alert color="red">{errorMessage(report.error)}</Alert>}
        {report.isPending && !r ? <PageLoader /> : r ? <Report r={r} /> : null}
      </Stack>
    </Container>
  );
}

function Report({ r }: { r: AnalyticsOverview }) {
  const money = useMoney();
  const nothing = r.totals.every((t) => t.value === 0);
  const itemLink = (type: string, id: number, title: string) =>
    type === 'video' || type === 'recipe' ? (
      <Anchor component={Link} to={`/admin-analytics/${type}/${id}`}>
        {title}
      </Anchor>
    ) : (
      title
    );
  return (
    <>
      {nothing && <Alert color="gray">{msg.analyticsEmpty}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} data-testid="analytics-totals">
        {r.totals.map((t) => (
          <Paper key={t.measure} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {measureLabels[t.measure]}
            </Text>
            <Text size="xl" fw={700} data-testid={`total-${t.measure}`}>
              {formatMeasure(t.measure, t.value)}
            </Text>
            <Text size="xs" c={t.value >= t.previous ? 'teal.9' : 'red.9'}>
              {changeOf(t.value, t.previous)} {msg.analyticsVsPrevious}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {analyticsMeasures.map((m) => (
          <LineChart
            key={m}
            title={measureLabels[m]}
            points={r.series.map((p) => ({ label: p.day, value: p.values[m] ?? 0 }))}
            format={(n) => formatMeasure(m, n)}
          />
        ))}
        <LineChart
          title={msg.analyticsMrr}
          points={r.mrr.map((p) => ({ label: p.day, value: p.cents }))}
          format={money}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DataTable
          title={msg.analyticsTopByViews}
          file={`top-views-${r.from}-${r.to}`}
          testId="top-by-views"
          header={[msg.analyticsTitleColumn, msg.analyticsTypeColumn, msg.analyticsViewsColumn]}
          rows={r.top_by_views.map((i) => [i.title, i.content_type, i.views])}
          cells={(row, n) => {
            const i = r.top_by_views[n]!;
            return [itemLink(i.content_type, i.content_id, i.title), row[1], formatCount(i.views)];
          }}
        />
        <DataTable
          title={msg.analyticsTopByWatch}
          file={`top-watch-${r.from}-${r.to}`}
          header={[msg.analyticsTitleColumn, msg.analyticsTypeColumn, msg.analyticsWatchColumn]}
          rows={r.top_by_watch.map((i) => [i.title, i.content_type, i.watch_seconds])}
          cells={(row, n) => {
            const i = r.top_by_watch[n]!;
            return [
              itemLink(i.content_type, i.content_id, i.title),
              row[1],
              formatMeasure('watch_time', i.watch_seconds),
            ];
          }}
        />
        <DataTable
          title={msg.analyticsFunnel}
          file={`funnel-${r.from}-${r.to}`}
          header={[msg.analyticsStepColumn, msg.analyticsCountColumn]}
          rows={[
            [msg.analyticsFunnelVisitors, r.funnel.visitors],
            [msg.analyticsFunnelMembers, r.funnel.members],
            [msg.analyticsFunnelPaying, r.funnel.paying],
            [msg.analyticsChurn, formatShare(r.churn_bps)],
          ]}
        />
        <DataTable
          title={msg.analyticsReferrers}
          file={`referrers-${r.from}-${r.to}`}
          header={[msg.analyticsTitleColumn, msg.analyticsCountColumn]}
          rows={r.referrers.map((x) => [x.label, x.count])}
        />
        <DataTable
          title={msg.analyticsCampaigns}
          file={`campaigns-${r.from}-${r.to}`}
          header={[msg.analyticsTitleColumn, msg.analyticsCountColumn]}
          rows={r.campaigns.map((x) => [x.label, x.count])}
        />
        <DataTable
          title={msg.analyticsSearches}
          file={`empty-searches-${r.from}-${r.to}`}
          header={[msg.analyticsTitleColumn, msg.analyticsCountColumn]}
          rows={r.empty_searches.map((x) => [x.label, x.count])}
        />
        <DataTable
          title={msg.analyticsMrr}
          file={`mrr-${r.from}-${r.to}`}
          header={[msg.analyticsDayColumn, msg.analyticsMrr]}
          rows={r.mrr.map((x) => [x.day, x.cents / 100])}
          cells={(_row, n) => [r.mrr[n]!.day, money(r.mrr[n]!.cents)]}
        />
      </SimpleGrid>
    </>
  );
}
