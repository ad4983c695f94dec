import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fillMessage, msg, type OrderDetail, paths, ShipOrderSchema } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { useMoney } from '../../../lib/site-config';
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

type OrderAction = 'fulfil' | 'ship' | 'refund';

function Fulfilment({ order }: { order: OrderDetail }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const form = useContractForm(ShipOrderSchema, { tracking_number: '' });
  // One action at a time, with one error line: the button of the running action spins.
  const action = useMutation({
    mutationFn: ({ send }: { kind: OrderAction; send: () => Promise<{ msg: string; data: OrderDetail }> }) =>
      send(),
    onSuccess: async (res) => {
      queryClient.setQueryData(adminStoreKeys.order(order.id), res.data);
      await queryClient.invalidateQueries({ queryKey: ['admin-store', 'orders'] });
      notifications.show({ message: res.msg });
      form.reset();
    },
    onError: (error) => serverErrors(form, error),
  });
  const run = (kind: OrderAction, send: () => Promise<{ msg: string; data: OrderDetail }>) =>
    action.mutate({ kind, send });
  const busy = action.isPending ? action.variables.kind : null;
  const error =
    action.error && !(action.error instanceof ApiError && action.error.errors.tracking_number)
      ? errorMessage(action.error)
      : null;

  const canShip = order.source === 'embedded' && (order.status === 'paid' || order.status === 'fulfilled');
  const confirmRefund = () =>
    modals.openConfirmModal({
      title: `Refund order #${order.number}`,
      children: (
        <Text size="sm">
          {fillMessage(msg.storeRefundConfirm, { amount: money(order.total, order.currency) })}
        </Text>
      ),
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => run('refund', () => refundOrder(order.id)),
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
            onSubmit={form.onSubmit(
              (values) =>
                run('ship', () => shipOrder(order.id, ShipOrderSchema.parse(values).tracking_number)),
              () => action.reset(),
            )}
            noValidate
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={msg.storeTrackingNumber}
                {...form.getInputProps('tracking_number')}
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
              Refund {money(order.total, order.currency)}
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
