import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type Card, type Checkout, countryName, fillMessage, msg, productTitle } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import {
  CardForm,
  StripeCardForm,
  TestModeNotice,
  tokenizeCard,
  usePaymentsConfig,
} from '../../../components/payment';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMoney } from '../../../lib/site-config';
import { announceCartChanged, payCheckout, storeKeys, useCheckout } from '../api/store-api';
import { CheckoutDetailsForm } from '../components/checkout-details';
import { variantLabel } from '../components/variant';

/** The card could not be turned into a token: its fields' errors, shown on the card form. */
class CardNotTokenized extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(msg.errorProcessingCard);
  }
}

/** What the member entered, with the time their items are held until. */
function DetailsSummary({ checkout, onEdit }: { checkout: Checkout; onEdit: () => void }) {
  const a = checkout.shipping_address!;
  const until = checkout.reserved_until ? formatTime(checkout.reserved_until) : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={msg.storeShippingAddress}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{msg.storeShippingAddress}</Text>
          <Text size="sm">{checkout.email}</Text>
          <Text size="sm">{a.name}</Text>
          <Text size="sm">{[a.line1, a.line2].filter(Boolean).join(', ')}</Text>
          <Text size="sm">
            {[a.postcode, a.city, a.region, countryName(a.country)].filter(Boolean).join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {msg.storeShippingMethod}: {checkout.shipping_method}
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={onEdit}>
          {msg.storeEditDetails}
        </Button>
      </Group>
      {until && (
        <Text size="sm" c="dimmed" mt="sm">
          {fillMessage(msg.storeReservedUntil, { time: until })}
        </Text>
      )}
    </Paper>
  );
}

function Summary({ checkout }: { checkout: Checkout }) {
  const money = useMoney();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={msg.storeOrderSummary}>
      <Title order={2} size="h4" mb="sm">
        {msg.storeOrderSummary}
      </Title>
      <Stack gap="sm">
        {checkout.line_items.map((l) => (
          <Group key={l.id} wrap="nowrap" align="flex-start">
            <Image src={l.image} alt="" w={56} h={56} radius="sm" />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {productTitle(l.title)}
              </Text>
              <Text size="xs" c="dimmed">
                {[variantLabel(l.variant_title), `× ${l.quantity}`].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Text size="sm">{money(l.line_total)}</Text>
          </Group>
        ))}
        <Divider />
        {(
          [
            [msg.storeSubtotal, checkout.subtotal],
            ...(checkout.shipping_method
              ? ([[`${msg.storeShipping} (${checkout.shipping_method})`, checkout.shipping]] as const)
              : []),
            [msg.storeTaxes, checkout.taxes],
            [msg.storeTotal, checkout.total],
          ] as const
        ).map(([label, cents]) => (
          <Group key={label} justify="space-between">
            <Text fw={label === msg.storeTotal ? 700 : 400}>{label}</Text>
            <Text fw={label === msg.storeTotal ? 700 : 400}>{money(cents)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** /store-checkout/:checkoutId: the embedded store's hosted checkout, paid by card. */
export default function StoreCheckoutPage() {
  const money = useMoney();
  const id = Number(useParams().checkoutId);
  const checkout = useCheckout(Number.isInteger(id) ? id : 0);
  const config = usePaymentsConfig();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { user } = useSession();
  // One key per attempt; kept only when the network failed, so a resend cannot charge twice.
  const pendingKey = useRef<string | null>(null);
  const payment = useMutation({
    mutationFn: async (getToken: () => Promise<string>) => {
      let token: string;
      try {
        token = await getToken();
      } catch (err) {
        throw new CardNotTokenized(err instanceof ApiError ? err.errors : {});
      }
      const key = pendingKey.current ?? crypto.randomUUID();
      pendingKey.current = key;
      try {
        const res = await payCheckout(id, token, key);
        pendingKey.current = null;
        return res;
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 0)) pendingKey.current = null;
        throw err;
      }
    },
    onSuccess: async (res) => {
      queryClient.setQueryData(storeKeys.checkout(id), res.data.checkout);
      await queryClient.invalidateQueries({ queryKey: storeKeys.cart });
      announceCartChanged();
    },
  });
  const busy = payment.isPending;
  const error = payment.error
    ? payment.error instanceof CardNotTokenized
      ? msg.errorProcessingCard
      : errorMessage(payment.error)
    : null;
  const fieldErrors = payment.error instanceof CardNotTokenized ? payment.error.errors : {};
  const paidMsg = payment.data?.msg ?? null;
  const pay = (getToken: () => Promise<string>) => payment.mutate(getToken);

  if (!(id > 0)) return <EmptyState message={msg.storeCheckoutNotFound} />;
  if (checkout.isPending || config.isPending) return <PageLoader />;
  if (checkout.error)
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{errorMessage(checkout.error)}</Alert>
      </Container>
    );
  const data = checkout.data;

  const back = (
    <Anchor component={Link} to="/collections">
      {msg.storeBackToStore}
    </Anchor>
  );

  if (data.status === 'paid' && data.order) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="green" title={msg.storeThankYou} role="status">
            <Text>{paidMsg ?? fillMessage(msg.storeOrderPaid, { number: `#${data.order.number}` })}</Text>
            <Text fw={700} mt="xs" data-testid="order-number">
              {msg.storeOrderNumber}: #{data.order.number}
            </Text>
            <Anchor component={Link} to={`/store-orders/${data.order.id}`} mt="xs" display="inline-block">
              {msg.storeViewOrder}
            </Anchor>
          </Alert>
          <Summary checkout={data} />
          {back}
        </Stack>
      </Container>
    );
  }
  if (data.line_items.length === 0) return <EmptyState message={msg.storeCartEmpty} action={back} />;

  const amountText = money(data.total);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{msg.storeCheckoutTitle}</Title>
        <Summary checkout={data} />
        {data.provider !== 'embedded' ? (
          <Alert color="blue">
            <Anchor href={data.web_url ?? '#'}>{msg.storePaidElsewhere}</Anchor>
          </Alert>
        ) : editing || !data.reserved_until || !data.shipping_address ? (
          <CheckoutDetailsForm
            checkout={data}
            defaultEmail={user?.email ?? ''}
            onSaved={(next) => {
              queryClient.setQueryData(storeKeys.checkout(id), next);
              setEditing(false);
            }}
          />
        ) : (
          <>
            <DetailsSummary checkout={data} onEdit={() => setEditing(true)} />
            <TestModeNotice config={config.data} />
            {config.data?.processor === 'stripe' && config.data.publishable_key ? (
              <StripeCardForm
                publishableKey={config.data.publishable_key}
                amountText={amountText}
                busy={busy}
                error={error}
                onSubmit={pay}
              />
            ) : (
              <CardForm
                amountText={amountText}
                busy={busy}
                error={error}
                fieldErrors={fieldErrors}
                onSubmit={(card: Card) => pay(async () => (await tokenizeCard(card)).id)}
              />
            )}
          </>
        )}
        {back}
      </Stack>
    </Container>
  );
}
