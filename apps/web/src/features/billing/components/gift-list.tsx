import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../../../lib/site-config';
import { giftKeys, myGifts } from '../api/offers-api';

const PAGE_SIZE = 20;

/** The gifts the member gave, redeemed or not yet (issue 31), and the way to give one. */
export function GiftList() {
  const money = useMoney();
  const [page, setPage] = useState(1);
  const gifts = useQuery({ queryKey: giftKeys.mine(page), queryFn: () => myGifts(page) });
  const pages = Math.max(1, Math.ceil((gifts.data?.count ?? 0) / PAGE_SIZE));
  return (
    <Stack component="section" aria-labelledby="gifts-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="gifts-title">
          {msg.giftListTitle}
        </Title>
        <Button component={Link} to="/gift" variant="light" leftSection={<IconGift size={16} />}>
          {msg.giftBuyAction}
        </Button>
      </Group>
      {gifts.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={msg.giftListTitle} />
        </Center>
      ) : gifts.error ? (
        <Alert color="red">{errorMessage(gifts.error)}</Alert>
      ) : gifts.data.results.length === 0 ? (
        <Text c="dimmed">{msg.giftListEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped data-testid="gifts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{msg.invoiceDate}</Table.Th>
                <Table.Th>{msg.giftRecipientLabel}</Table.Th>
                <Table.Th>{msg.giftMonthsLabel}</Table.Th>
                <Table.Th ta="right">{msg.invoiceAmount}</Table.Th>
                <Table.Th>{msg.invoiceStatus}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {gifts.data.results.map((g) => (
                <Table.Tr key={g.id} data-testid={`gift-${g.recipient_email}`}>
                  <Table.Td>{formatDate(g.created)}</Table.Td>
                  <Table.Td>{g.recipient_email}</Table.Td>
                  <Table.Td>{g.months}</Table.Td>
                  <Table.Td ta="right">{money(g.amount)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={g.status === 'redeemed' ? 'green' : g.status === 'pending' ? 'gray' : 'blue'}
                    >
                      {g.status === 'redeemed'
                        ? fillMessage(msg.giftStatusRedeemed, {
                            date: formatDate(g.redeemed_at ?? g.created),
                          })
                        : g.status === 'pending'
                          ? msg.giftStatusPending
                          : msg.giftStatusUnredeemed}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
