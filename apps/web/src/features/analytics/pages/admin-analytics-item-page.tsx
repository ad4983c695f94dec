import { Alert, Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AnalyticsItem, msg, retentionBuckets } from '@simmer/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useItem } from '../api/analytics-api';
import { DataTable } from '../components/data-table';
import { LineChart } from '../components/line-chart';
import { formatCount, formatMeasure, formatShare } from '../components/measures';
import { RangePicker, useRange } from '../components/range-picker';

/** /admin-analytics/:contentType/:contentId: one video's or recipe's audience and retention. */
export default function AdminAnalyticsItemPage() {
  const params = useParams();
  const contentType = params.contentType === 'recipe' ? 'recipe' : 'video';
  const contentId = Number(params.contentId);
  const range = useRange();
  const item = useItem(contentType, contentId, range.from, range.to);
  const r = item.data;
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Anchor component={Link} to="/admin-analytics" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {msg.analyticsBack}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              {msg.analyticsItemTitle}
            </Text>
            <Title order={1} size="h2">
              {r?.title ?? '\u00a0'}
            </Title>
          </div>
          <RangePicker range={range} />
        </Group>
        {item.error && <Alert color="red">{errorMessage(item.error)}</Alert>}
        {item.isPending && !r ? <PageLoader /> : r ? <ItemReport r={r} /> : null}
      </Stack>
    </Container>
  );
}

function ItemReport({ r }: { r: AnalyticsItem }) {
  const isVideo = r.content_type === 'video';
  const figures: [string, string, string][] = [
    [msg.analyticsViewsColumn, formatCount(r.views), 'views'],
    [msg.analyticsVisitors, formatCount(r.visitors), 'visitors'],
    ...(isVideo
      ? ([
          [msg.analyticsStarts, formatCount(r.starts), 'starts'],
          [msg.analyticsWatchTime, formatMeasure('watch_time', r.watch_seconds), 'watch'],
        ] as [string, string, string][])
      : ([
          [msg.analyticsCookModeStarts, formatCount(r.cook_mode_starts), 'cook'],
          [msg.analyticsGroceryAdds, formatCount(r.grocery_adds), 'grocery'],
        ] as [string, string, string][])),
    [msg.analyticsSignupsAfter, formatCount(r.signups), 'signups'],
  ];
  const part = 100 / retentionBuckets;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {figures.map(([label, value, id]) => (
          <Paper key={id} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700} data-testid={`item-${id}`}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {isVideo && (
        <>
          <LineChart
            title={msg.analyticsRetention}
            testId="retention-chart"
            height={180}
            points={r.retention.map((bps, i) => ({ label: `${Math.round((i + 1) * part)}%`, value: bps }))}
            format={formatShare}
          />
          <Text size="xs" c="dimmed" mt={-8}>
            {msg.analyticsRetentionHint}
          </Text>
          <DataTable
            title={msg.analyticsQuartiles}
            file={`retention-${r.content_type}-${r.content_id}-${r.from}-${r.to}`}
            testId="retention-table"
            header={[msg.analyticsStepColumn, msg.analyticsRetention]}
            rows={r.retention.map((bps, i) => [`${Math.round((i + 1) * part)}%`, formatShare(bps)])}
          />
        </>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LineChart
          title={msg.analyticsViewsColumn}
          points={r.series.map((p) => ({ label: p.day, value: p.views }))}
          format={formatCount}
        />
        {isVideo && (
          <LineChart
            title={msg.analyticsWatchTime}
            points={r.series.map((p) => ({ label: p.day, value: p.watch_seconds }))}
            format={(n) => formatMeasure('watch_time', n)}
          />
        )}
      </SimpleGrid>
    </>
  );
}
