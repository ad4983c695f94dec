import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { dollars, fillMessage, msg, type OrderDetail, paths } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, errorMessage } from '../../../lib/api';
import { adminStoreKeys, fulfilOrder, refundOrder, shipOrder, useAdminOrder } from '../api/admin-store-api';
import { OrderView } from '../components/order-view';

/** /store-admin/orders/:orderId: one order with fulfilment (shipped with a tracking number) and refund. */
export default function AdminOrderPage() {
  const id = Number(useParams().orderId);
  const order = useAdminOrder(Number.isInteger(id) && id > 0 ? id : 0);
  if (!(id > 0)) return <EmptyState message={msg.storeOrderNotFound} />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor component={Link} to={paths.storeAdmin('orders')} size="sm">
          {msg.storeAdminOrders}
        </Anchor>
        {order.isPending ? (
          <PageLoader />
        ) : order.error ? (
          <Alert color="red">{errorMessage(order.error)}</Alert>
        ) : (
          <>
            <Fulfilment order={order.data} />
            <OrderView order={order.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Fulfilment({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'fulfil' | 'ship' | 'refund' | null>(null);

  async function run(
    kind: 'fulfil' | 'ship' | 'refund',
    call: () => Promise<{ msg: string; data: OrderDetail }>,
  ) {
    setBusy(kind);
    setError(null);
    try {
      const res = await call();
      queryClient.setQueryData(adminStoreKeys.order(order.id), res.data);
      await queryClient.invalidateQueries({ queryKey: ['admin-store', 'orders'] });
      notifications.show({ message: res.msg });
      setTracking('');
    } catch (err) {
      setError(
        err instanceof ApiError && err.errors.tracking_number
          ? err.errors.tracking_number
          : errorMessage(err),
      );
    } finally {
      setBusy(null);
    }
  }

  const canShip = order.source === 'embedded' && (order.status === 'paid' || order.status === 'fulfilled');
  const confirmRefund = () =>
    modals.openConfirmModal({
      title: `Refund order #${order.number}`,
      children: (
        <Text size="sm">{fillMessage(msg.storeRefundConfirm, { amount: dollars(order.total) })}</Text>
      ),
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => void run('refund', () => refundOrder(order.id)),
    });

  if (!canShip && !order.refundable) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Fulfilment">
      <Stack>
        <Title order={2} size="h4">
          Fulfilment
        </Title>
        {canShip && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (tracking.trim().length < 3) return setError(msg.storeTrackingRequired);
              void run('ship', () => shipOrder(order.id, tracking.trim()));
            }}
            noValidate
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={msg.storeTrackingNumber}
                value={tracking}
                onChange={(e) => setTracking(e.currentTarget.value)}
                style={{ flex: 1, minWidth: 200 }}
                maxLength={64}
              />
              <Button type="submit" loading={busy === 'ship'}>
                Mark shipped
              </Button>
            </Group>
          </form>
        )}
        <Group>
          {order.status === 'paid' && order.source === 'embedded' && (
            <Button
              variant="default"
              loading={busy === 'fulfil'}
              onClick={() => run('fulfil', () => fulfilOrder(order.id))}
            >
              Mark fulfilled
            </Button>
          )}
          {order.refundable && (
            <Button color="red" variant="light" loading={busy === 'refund'} onClick={confirmRefund}>
              Refund {dollars(order.total)}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
