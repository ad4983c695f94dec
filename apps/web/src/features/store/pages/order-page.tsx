import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { msg, paths } from '@simmer/contracts';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useMyOrder } from '../api/store-api';
import { OrderView } from '../components/order-view';

/** /store-orders/:orderId: one of the member's orders with every line, delivery and tracking. */
export default function OrderPage() {
  const id = Number(useParams().orderId);
  const order = useMyOrder(Number.isInteger(id) && id > 0 ? id : 0);
  if (!(id > 0)) return <EmptyState message={msg.storeOrderNotFound} />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor component={Link} to={paths.storeOrders()} size="sm">
          {msg.storeMyOrders}
        </Anchor>
        {order.isPending ? (
          <PageLoader />
        ) : order.error ? (
          <Alert color="red">{errorMessage(order.error)}</Alert>
        ) : (
          <OrderView order={order.data} />
        )}
      </Stack>
    </Container>
  );
}
