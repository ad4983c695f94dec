import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fillMessage, msg } from '@simmer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { authModal } from '../../../lib/auth-modal';
import { sessionStore, useSession } from '../../../lib/session';
import { giftKeys, giftPreview, redeemGift } from '../api/offers-api';

/** /redeem-gift/:token: the link of a gift membership; redeemed once, with an account made on the way. */
export default function RedeemGiftPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const gift = useQuery({
    queryKey: giftKeys.preview(token),
    queryFn: () => giftPreview(token),
    retry: false,
  });
  const redeem = useMutation({
    mutationFn: () => redeemGift(token),
    onSuccess: async (res) => {
      sessionStore.updateUser({ membership_expired: false });
      await queryClient.invalidateQueries();
      notifications.show({ color: 'green', message: res.msg });
      navigate('/user-plan-details', { replace: true });
    },
  });

  if (gift.isPending) return <PageLoader />;
  const g = gift.data?.data;
  if (!g || g.redeemed)
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2" ta="center">
          {msg.giftRedeemTitle}
        </Title>
        <EmptyState
          message={g?.redeemed ? msg.giftAlreadyRedeemed : errorMessage(gift.error) || msg.giftNotFound}
        />
      </Container>
    );

  const returnTo = pathname;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            {msg.giftRedeemTitle}
          </Title>
          <Text data-testid="gift-summary">
            {fillMessage(msg.giftRedeemBody, { from: g.from, months: String(g.months) })}
          </Text>
          {g.message && (
            <Text
              component="blockquote"
              fs="italic"
              m={0}
              pl="md"
              style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
            >
              {g.message}
            </Text>
          )}
          {redeem.error && (
            <Alert color="red" role="alert">
              {errorMessage(redeem.error)}
            </Alert>
          )}
          {user ? (
            <Group>
              <Button onClick={() => redeem.mutate()} loading={redeem.isPending}>
                {msg.giftRedeemAction}
              </Button>
            </Group>
          ) : (
            <>
              <Text>{msg.giftRedeemSignIn}</Text>
              <Group>
                <Button onClick={() => authModal.open('signup', { returnTo })}>Sign up</Button>
                <Button variant="default" onClick={() => authModal.open('login', { returnTo })}>
                  Log in
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
