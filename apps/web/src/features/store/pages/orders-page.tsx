import {
  Alert,
  Anchor,
  Center,
  Container,
  Pagination,
  Paper,
  Stack,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { msg, paths } from '@simmer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useMyOrders } from '../api/store-api';
import { OrderRow } from '../components/order-view';

/** /store-orders: the member's orders, newest first, with their status (linked from /user-profile). */
export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor component={Link} to={paths.profile()} size="sm">
          {msg.back}
        </Anchor>
        <Title order={1}>{msg.storeMyOrders}</Title>
        {orders.isPending ? (
          <PageLoader />
        ) : orders.error ? (
          <Alert color="red">{errorMessage(orders.error)}</Alert>
        ) : orders.data.results.length === 0 ? (
          <EmptyState
            message={msg.storeNoOrders}
            action={
              <Anchor component={Link} to="/collections">
                {msg.storeBackToStore}
              </Anchor>
            }
          />
        ) : (
          <>
            <Stack gap="xs">
              {orders.data.results.map((o) => (
                <Paper key={o.id} withBorder radius="md" p="sm">
                  <UnstyledButton
                    component={Link}
                    to={paths.storeOrder(o.id)}
                    w="100%"
                    aria-label={`Order #${o.number}`}
                    data-testid="order-row"
                  >
                    <OrderRow order={o} />
                  </UnstyledButton>
                </Paper>
              ))}
            </Stack>
            {orders.data.count > 10 && (
              <Center>
                <Pagination total={Math.ceil(orders.data.count / 10)} value={page} onChange={setPage} />
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
