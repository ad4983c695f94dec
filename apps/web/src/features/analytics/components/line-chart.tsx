import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCalendarDay } from '../../../lib/format';

/**
 * A small daily line chart in SVG (drawn by the page itself: a few dozen points need no chart
 * library, decision 910). The figures are also in a hidden table for screen readers.
 */
export function LineChart({
  title,
  points,
  format = String,
  height = 120,
  testId,
}: {
  title: string;
  points: { label: string; value: number }[];
  format?: (n: number) => string;
  height?: number;
  testId?: string;
}) {
  const width = 600;
  const max = Math.max(1, ...points.map((p) => p.value));
  const step = points.length > 1 ? width / (points.length - 1) : width;
  const y = (v: number) => height - 4 - (v / max) * (height - 8);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const area = points.length
    ? `${line} L${((points.length - 1) * step).toFixed(1)},${height} L0,${height} Z`
    : '';
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} data-testid={testId}>
      <Title order={3} size="h5" component="figcaption" mb={4}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb={4}>
        {format(max)}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <path d={area} fill="var(--mantine-primary-color-light)" />
        <path
          d={line}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">
                  {/^\d{4}-\d{2}-\d{2}$/.test(p.label) ? formatCalendarDay(p.label, 'short') : p.label}
                </th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
