import { Badge, Divider, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  countryName,
  msg,
  type OrderDetail,
  type OrderSummary,
  productTitle,
  storeOrderStatusLabel,
} from '@simmer/contracts';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../../../lib/site-config';
import { variantLabel } from './variant';

const statusColour = { paid: 'blue', fulfilled: 'grape', shipped: 'green', refunded: 'gray' } as const;

export function OrderStatusBadge({ status }: { status: OrderSummary['status'] }) {
  return (
    <Badge color={statusColour[status]} variant="light" data-testid="order-status">
      {storeOrderStatusLabel[status]}
    </Badge>
  );
}

export const orderDate = (iso: string) => formatDate(iso);

/** Every line with its variant's picture, the amounts, delivery and status of one order. */
export function OrderView({ order }: { order: OrderDetail }) {
  const money = useMoney();
  const a = order.shipping_address;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {msg.storeOrderNumber} #{order.number}
          </Title>
          <Text c="dimmed" size="sm">
            {orderDate(order.created)}
            {order.source === 'shopify' ? ' · Shopify' : ''}
          </Text>
        </Stack>
        <OrderStatusBadge status={order.status} />
      </Group>
      {order.tracking_number && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600}>{msg.storeTrackingNumber}</Text>
          <Text data-testid="tracking-number" style={{ wordBreak: 'break-all' }}>
            {order.tracking_number}
          </Text>
        </Paper>
      )}
      <Paper withBorder radius="md" p="lg" component="section" aria-label={msg.storeOrderSummary}>
        <Title order={2} size="h4" mb="sm">
          {msg.storeOrderSummary}
        </Title>
        <Stack gap="sm">
          {order.lines.map((l) => (
            <Group key={l.id} wrap="nowrap" align="flex-start" data-testid="order-line">
              <Image src={l.image} alt="" w={56} h={56} radius="sm" bg="orange.0" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {productTitle(l.title)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[variantLabel(l.variant_title), `× ${l.quantity}`, money(l.unit_price, order.currency)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Text size="sm">{money(l.line_total, order.currency)}</Text>
            </Group>
          ))}
          <Divider />
          {(
            [
              [msg.storeSubtotal, order.subtotal],
              [
                `${msg.storeShipping}${order.shipping_method ? ` (${order.shipping_method})` : ''}`,
                order.shipping,
              ],
              [msg.storeTaxes, order.taxes],
              [msg.storeTotal, order.total],
            ] as const
          ).map(([label, cents]) => (
            <Group key={label} justify="space-between" wrap="nowrap">
              <Text fw={label === msg.storeTotal ? 700 : 400}>{label}</Text>
              <Text fw={label === msg.storeTotal ? 700 : 400}>{money(cents, order.currency)}</Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="lg">
          <Text fw={600} mb={4}>
            {msg.storeShippingAddress}
          </Text>
          {a ? (
            <>
              <Text size="sm">{a.name}</Text>
              <Text size="sm">{[a.line1, a.line2].filter(Boolean).join(', ')}</Text>
              <Text size="sm">{[a.postcode, a.city, a.region].filter(Boolean).join(', ')}</Text>
              <Text size="sm">{countryName(a.country)}</Text>
            </>
          ) : (
            <Text size="sm">-</Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Text fw={600} mb={4}>
            {msg.storeContact}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {order.email ?? '-'}
          </Text>
          <Text fw={600} mt="sm" mb={4}>
            {msg.storeOrderStatus}
          </Text>
          <Text size="sm">
            {storeOrderStatusLabel[order.status]}
            {order.shipped_at ? ` · ${orderDate(order.shipped_at)}` : ''}
            {order.refunded_at ? ` · ${orderDate(order.refunded_at)}` : ''}
          </Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** One row of an order list: picture, number, date, items, total, status. */
export function OrderRow({ order }: { order: OrderSummary }) {
  const money = useMoney();
  return (
    <Group wrap="nowrap" align="center" gap="md">
      <Image src={order.first_image} alt="" w={48} h={48} radius="sm" bg="orange.0" />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>#{order.number}</Text>
        <Text size="xs" c="dimmed" truncate>
          {orderDate(order.created)} · {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
          {order.customer ? ` · ${order.customer}` : ''}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text fw={600} size="sm">
          {money(order.total, order.currency)}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Stack>
    </Group>
  );
}
