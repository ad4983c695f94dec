import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Card, type CouponQuote, fillMessage, msg, type PaymentResult } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import {
  authenticateWithStripe,
  authenticationOf,
  CardForm,
  type PendingAuthentication,
  SandboxAuthentication,
  StripeCardForm,
  TestModeNotice,
} from '../../../components/payment';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { sessionStore } from '../../../lib/session';
import { useMoney } from '../../../lib/site-config';
import { useEpisode, useVideo } from '../../catalog/api/catalog-api';
import { afterPaymentPath } from '../api/after-payment';
import {
  billingKeys,
  payProduct,
  paySubscription,
  payUpgrade,
  storedPlan,
  storedProduct,
  tokenizeCard,
  useMembership,
  usePaymentsConfig,
  usePricing,
  useUpgradeAmount,
} from '../api/billing-api';
import { quoteCoupon } from '../api/offers-api';

/** The card could not be tokenized: nothing was sent to the payment call. */
class CardRefused extends Error {
  constructor(readonly reason: unknown) {
    super(msg.errorProcessingCard);
  }
}

const titles = {
  monthly: msg.planMonthly,
  annual: msg.planAnnual,
  per_product: msg.planSingle,
  upgrade: msg.planUpgrade,
  free: msg.planNone,
} as const;

/** /payment: the card form for the plan kept locally (spec 002 §2.1, §4). */
export default function PaymentPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = storedPlan.get();
  const product = storedProduct.get();
  const pricing = usePricing();
  const config = usePaymentsConfig();
  const upgrade = useUpgradeAmount(plan === 'upgrade');
  const recurringPlan = plan === 'monthly' || plan === 'annual';
  // A free trial is offered on a member's first plan (the server decides; this only shows it).
  const current = useMembership();
  // Recurring plans renew by default; the member can turn it off before paying.
  const [automatic, setAutomatic] = useState(true);
  // A coupon (issue 31): the server's quote is what the summary shows and the code is what is sent.
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  const applyCoupon = useMutation({
    mutationFn: (code: string) => quoteCoupon(code, plan as 'monthly' | 'annual'),
    onSuccess: (res) => setCoupon(res.data),
    onError: () => setCoupon(null),
  });
  const [pendingAuth, setPendingAuth] = useState<PendingAuthentication | null>(null);
  const perItem = plan === 'per_product' && product ? product : null;
  const video = useVideo(perItem?.content_type === 'video' ? perItem.id : 0);
  const episode = useEpisode(perItem?.content_type === 'episode' ? perItem.id : 0);
  const itemTitle = perItem
    ? perItem.content_type === 'video'
      ? video.data?.title
      : episode.data?.title
    : undefined;
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // One key per attempt; kept only when the network failed, so a resend cannot charge twice.
  const pendingKey = useRef<string | null>(null);

  async function paid(res: PaymentResult) {
    setPendingAuth(null);
    if (plan !== 'per_product') sessionStore.updateUser({ membership_expired: false });
    // What the member may watch changed everywhere (catalog, player, profile): refetch it all,
    // but the upgrade amount, which an annual member has no more.
    queryClient.removeQueries({ queryKey: billingKeys.upgrade });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] !== billingKeys.upgrade[1] });
    navigate(afterPaymentPath(plan));
    notifications.show({ color: 'green', message: res.msg });
  }

  /**
   * Tokenization first (the sandbox endpoint or Stripe.js), then the server call by plan type;
   * a card the bank wants confirmed goes through its 3-D Secure step before the payment settles.
   */
  const payment = useMutation({
    mutationFn: async (getToken: () => Promise<string>) => {
      let token: string;
      try {
        token = await getToken();
      } catch (err) {
        throw new CardRefused(err);
      }
      const key = pendingKey.current ?? crypto.randomUUID();
      pendingKey.current = key;
      try {
        const res =
          plan === 'upgrade'
            ? await payUpgrade({ payment_method_id: token }, key)
            : plan === 'per_product' && product
              ? await payProduct(
                  { payment_method_id: token, product_type: product.content_type, product_id: product.id },
                  key,
                )
              : await paySubscription(
                  {
                    payment_method_id: token,
                    plan: plan as 'monthly' | 'annual',
                    automatic,
                    ...(coupon ? { coupon_code: coupon.code } : {}),
                  },
                  key,
                );
        pendingKey.current = null;
        return res;
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 0)) pendingKey.current = null;
        throw err;
      }
    },
    onMutate: () => {
      setError(null);
      setFieldErrors({});
    },
    onSuccess: (res) => paid(res),
    onError: async (err) => {
      if (err instanceof CardRefused) {
        setFieldErrors(err.reason instanceof ApiError ? err.reason.errors : {});
        setError(msg.errorProcessingCard);
        return;
      }
      const auth = authenticationOf(err);
      if (!auth) {
        setError(errorMessage(err));
        return;
      }
      // The bank asks the member to confirm (3-D Secure): Stripe.js runs its step, the sandbox shows its own.
      if (config.data?.processor === 'stripe' && config.data.publishable_key) {
        try {
          await paid(await authenticateWithStripe(config.data.publishable_key, auth));
        } catch (stepError) {
          setError(errorMessage(stepError));
        }
      } else setPendingAuth(auth);
    },
  });
  const busy = payment.isPending;
  const pay = (getToken: () => Promise<string>) => payment.mutate(getToken);

  if (plan === 'free' || (plan === 'per_product' && !product)) {
    return (
      <Container size="xs" py="xl">
        <Alert color="blue">{plan === 'free' ? msg.noPlanYet : msg.perItemNeedsItem}</Alert>
        <Anchor component={Link} to="/premium-plans" mt="md" display="block">
          {msg.choosePlanAction}
        </Anchor>
      </Container>
    );
  }
  if (
    pricing.isPending ||
    config.isPending ||
    (plan === 'upgrade' && upgrade.isPending) ||
    (recurringPlan && current.isPending)
  )
    return <PageLoader />;

  const priceOf = (type: string) => pricing.data?.data.find((p) => p.membership_type === type)?.price;
  const amount = plan === 'upgrade' ? upgrade.data?.data.amount : priceOf(plan);
  const loadError = pricing.error ?? config.error ?? upgrade.error;

  const priceText = amount !== undefined ? money(amount) : undefined;
  const trialDays =
    recurringPlan && current.data && current.data.membership_type === null
      ? (pricing.data?.data.find((p) => p.membership_type === plan)?.trial_days ?? 0)
      : 0;
  const firstChargeText = coupon ? money(coupon.total) : priceText;
  const amountText = trialDays > 0 ? money(0) : firstChargeText;
  const firstChargeOn = new Date(Date.now() + trialDays * 86_400_000).toISOString();
  // What each renewal costs: the discount repeats for coupons that last months or forever.
  const renewalText = coupon && coupon.duration !== 'once' ? money(coupon.total) : priceText;
  const couponLasts = coupon
    ? coupon.duration === 'once'
      ? msg.couponLastsOnce
      : coupon.duration === 'forever'
        ? msg.couponLastsForever
        : fillMessage(msg.couponLastsMonths, { months: String(coupon.duration_months ?? 1) })
    : null;
  const offersCoupon = plan === 'monthly' || plan === 'annual';
  const kindText = perItem?.content_type === 'episode' ? msg.kindEpisode : msg.kindVideo;
  const planText = plan === 'annual' ? msg.planAnnual : msg.planMonthly;
  const itemText =
    plan === 'upgrade'
      ? msg.orderUpgradeItem
      : perItem
        ? fillMessage(msg.orderItemLine, { kind: kindText, title: itemTitle ?? '…' })
        : fillMessage(msg.orderPlanItem, { plan: planText });
  // Offered for monthly and annual only, on by default (decision 421).
  const renewalSwitch =
    plan === 'monthly' || plan === 'annual' ? (
      <Switch
        checked={automatic}
        onChange={(e) => setAutomatic(e.currentTarget.checked)}
        label={fillMessage(msg.automaticRenewalLabel, { plan })}
      />
    ) : null;

  return (
    <Container size="xs" py="xl">
      <Stack>
        <Anchor component="button" type="button" onClick={() => navigate(-1)} w="fit-content">
          {msg.back}
        </Anchor>
        <Title order={1} size="h2">
          {titles[plan]}
        </Title>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="order-summary">
          <Stack gap="xs">
            <Title order={2} size="h4" id="order-summary">
              {msg.orderSummaryTitle}
            </Title>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text data-testid="order-item">{itemText}</Text>
              <Text fw={600} data-testid="order-price">
                {priceText ?? '—'}
              </Text>
            </Group>
            {trialDays > 0 && (
              <Group justify="space-between" wrap="nowrap">
                <Text c="green.8" data-testid="order-trial">
                  {fillMessage(msg.trialOffer, { days: String(trialDays) })}
                </Text>
              </Group>
            )}
            {coupon && (
              <Group justify="space-between" wrap="nowrap">
                <Text c="green.8">{fillMessage(msg.orderDiscount, { code: coupon.code })}</Text>
                <Text fw={600} c="green.8" data-testid="order-discount" style={{ whiteSpace: 'nowrap' }}>
                  −{money(coupon.discount)}
                </Text>
              </Group>
            )}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{trialDays > 0 ? msg.trialDueToday : msg.orderTotal}</Text>
              <Text fw={700} data-testid="order-total">
                {amountText ?? '—'}
              </Text>
            </Group>
            {trialDays > 0 && firstChargeText && (
              <Text size="sm" fw={500} data-testid="trial-first-charge">
                {fillMessage(msg.trialFirstCharge, {
                  amount: firstChargeText,
                  date: formatDate(firstChargeOn),
                })}
              </Text>
            )}
            {(plan === 'monthly' || plan === 'annual') && amountText && (
              <Text size="sm" c="dimmed">
                {automatic
                  ? fillMessage(msg.orderRenews, {
                      interval: plan === 'annual' ? msg.intervalAnnual : msg.intervalMonthly,
                      price: renewalText ?? amountText ?? '',
                    })
                  : msg.cancelAnytime}
              </Text>
            )}
            {couponLasts && (
              <Text size="sm" c="dimmed" data-testid="coupon-lasts">
                {couponLasts}
              </Text>
            )}
          </Stack>
        </Paper>
        {offersCoupon && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (coupon) {
                setCoupon(null);
                setCouponText('');
                applyCoupon.reset();
              } else if (couponText.trim()) applyCoupon.mutate(couponText.trim());
            }}
          >
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                label={msg.couponLabel}
                value={coupon ? coupon.code : couponText}
                readOnly={!!coupon}
                autoComplete="off"
                onChange={(e) => setCouponText(e.currentTarget.value)}
                error={applyCoupon.error ? errorMessage(applyCoupon.error) : undefined}
                disabled={busy}
              />
              <Button
                type="submit"
                variant="default"
                loading={applyCoupon.isPending}
                disabled={busy || (!coupon && !couponText.trim())}
                mb={applyCoupon.error ? 22 : 0}
              >
                {coupon ? msg.couponRemove : msg.couponApply}
              </Button>
            </Group>
            {coupon && (
              <Text size="sm" c="green.8" mt={4} role="status">
                {fillMessage(msg.couponApplied, { code: coupon.code, discount: money(coupon.discount) })}
              </Text>
            )}
          </form>
        )}
        <TestModeNotice config={config.data} />
        {loadError && <Alert color="red">{errorMessage(loadError)}</Alert>}
        {config.data?.processor === 'stripe' && config.data.publishable_key ? (
          <StripeCardForm
            publishableKey={config.data.publishable_key}
            amountText={amountText}
            busy={busy}
            error={error}
            onSubmit={pay}
          >
            {renewalSwitch}
          </StripeCardForm>
        ) : (
          <CardForm
            amountText={amountText}
            busy={busy}
            error={error}
            fieldErrors={fieldErrors}
            onSubmit={(card: Card) => pay(async () => (await tokenizeCard(card)).id)}
          >
            {renewalSwitch}
          </CardForm>
        )}
        <SandboxAuthentication
          pending={pendingAuth}
          amountText={amountText ?? ''}
          item={itemText}
          onConfirmed={(res) => void paid(res)}
          onError={(err) => {
            setPendingAuth(null);
            setError(errorMessage(err));
          }}
        />
        {plan === 'upgrade' && upgrade.data && (
          <Text size="sm" c="dimmed">
            {msg.endDate}: {formatDate(upgrade.data.data.end_date)}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
