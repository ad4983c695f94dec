import {
  Alert,
  Anchor,
  Container,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BuyGiftSchema, type Card, fillMessage, msg } from '@simmer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { CardForm, StripeCardForm, TestModeNotice } from '../../../components/payment';
import { ApiError, errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/site-config';
import { tokenizeCard, usePaymentsConfig } from '../api/billing-api';
import { buyGift, getGiftPrices, giftKeys } from '../api/offers-api';

/** /gift: a member pays for 1, 3 or 12 months of membership for someone's e-mail (issue 31). */
export default function GiftPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const prices = useQuery({ queryKey: giftKeys.prices, queryFn: getGiftPrices });
  const [months, setMonths] = useState('3');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const pendingKey = useRef<string | null>(null);

  /** The gift's own fields, checked by the contract before the card is tokenized. */
  function checked() {
    const parsed = BuyGiftSchema.safeParse({
      payment_method_id: 'unchecked',
      months: Number(months),
      recipient_email: email,
      message: message || undefined,
    });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    return null;
  }

  const purchase = useMutation({
    mutationFn: async (getToken: () => Promise<string>) => {
      const gift = checked();
      if (!gift) throw new Error('invalid');
      let token: string;
      try {
        token = await getToken();
      } catch {
        throw new Error(msg.errorProcessingCard);
      }
      const key = pendingKey.current ?? crypto.randomUUID();
      pendingKey.current = key;
      try {
        const res = await buyGift({ ...gift, payment_method_id: token }, key);
        pendingKey.current = null;
        return res;
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 0)) pendingKey.current = null;
        throw err;
      }
    },
    onMutate: () => setError(null),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await queryClient.invalidateQueries({ queryKey: ['billing', 'gifts'] });
      navigate('/user-plan-details');
    },
    onError: (err) => {
      if (err instanceof Error && err.message === 'invalid') return;
      setError(errorMessage(err));
    },
  });

  if (prices.isPending || config.isPending) return <PageLoader />;
  const loadError = prices.error ?? config.error;
  const price = prices.data?.data.find((p) => String(p.months) === months)?.price;
  const amountText = price !== undefined ? money(price) : undefined;
  const fields = (
    <Stack>
      <Radio.Group label={msg.giftMonthsLabel} value={months} onChange={setMonths} error={errors.months}>
        <Stack gap="xs" mt="xs">
          {(prices.data?.data ?? []).map((p) => (
            <Radio
              key={p.months}
              value={String(p.months)}
              label={fillMessage(p.months === 1 ? msg.giftMonthOption : msg.giftMonthsOption, {
                months: String(p.months),
                price: money(p.price),
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        type="email"
        label={msg.giftRecipientLabel}
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={errors.recipient_email}
        autoComplete="off"
      />
      <Textarea
        label={msg.giftMessageLabel}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={errors.message}
        maxLength={500}
        autosize
        minRows={2}
      />
    </Stack>
  );
  const busy = purchase.isPending;

  return (
    <Container size="xs" py="xl">
      <Stack>
        <Anchor component={Link} to="/premium-plans" w="fit-content">
          {msg.back}
        </Anchor>
        <Title order={1} size="h2">
          {msg.giftTitle}
        </Title>
        <Text c="dimmed">{msg.giftIntro}</Text>
        <Paper withBorder radius="md" p="lg" component="section" aria-label={msg.giftTitle}>
          {fields}
        </Paper>
        <TestModeNotice config={config.data} />
        {loadError && <Alert color="red">{errorMessage(loadError)}</Alert>}
        {config.data?.processor === 'stripe' && config.data.publishable_key ? (
          <StripeCardForm
            publishableKey={config.data.publishable_key}
            amountText={amountText}
            busy={busy}
            error={error}
            onSubmit={(getToken) => purchase.mutate(getToken)}
          />
        ) : (
          <CardForm
            amountText={amountText}
            busy={busy}
            error={error}
            onSubmit={(card: Card) => purchase.mutate(async () => (await tokenizeCard(card)).id)}
          />
        )}
      </Stack>
    </Container>
  );
}
