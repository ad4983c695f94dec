import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { fillMessage, type LocalPlan, msg } from '@simmer/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useMoney } from '../../../lib/site-config';
import { local } from '../../../lib/storage';
import { storedPlan, storedProduct, useMembership, usePricing } from '../api/billing-api';

const cards: { plan: Exclude<LocalPlan, 'upgrade' | 'free'>; title: string; unit: string }[] = [
  { plan: 'monthly', title: msg.planMonthly, unit: msg.perMonth },
  { plan: 'annual', title: msg.planAnnual, unit: msg.perYear },
  { plan: 'per_product', title: msg.planPerEpisode, unit: msg.perItem },
];

/** /premium-plans: Monthly, Annual and Per Episode (spec 002 §2.2). */
export default function PremiumPlansPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const { user } = useSession();
  const pricing = usePricing();
  const membership = useMembership();
  // Why a plan cannot be chosen now, said on the page next to the plans.
  const [notice, setNotice] = useState<string | null>(null);
  if (pricing.isPending || membership.isPending) return <PageLoader />;

  const current = membership.data?.membership_type;
  const hasPlan = !!current && !current.membership_expired;
  const expired = !!user?.membership_expired || !!current?.membership_expired;
  const product = storedProduct.get();

  function choose(plan: (typeof cards)[number]['plan']) {
    // A member who already has a plan is told why instead of paying twice.
    if (hasPlan && plan !== 'per_product') {
      setNotice(
        current.membership.membership_type === 'monthly' && plan === 'annual'
          ? msg.planUpgradeInDetails
          : current.membership.membership_type === 'annual'
            ? msg.planNoDowngrade
            : msg.planAlreadyActive,
      );
      return;
    }
    storedPlan.set(plan);
    // Coming from a premium item: the payment page returns there afterwards.
    if (local.get('videoId') || local.get('episodeId')) local.set('premiumLogin', 'true');
    navigate('/payment');
  }

  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to="/user-profile" w="fit-content">
          {msg.back}
        </Anchor>
        <Title order={1} size="h2">
          {msg.premiumPlansTitle}
        </Title>
        <Text size="lg">{msg.plansLead}</Text>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="membership-includes">
          <Title order={2} size="h4" id="membership-includes" mb="xs">
            {msg.membershipIncludesTitle}
          </Title>
          <List spacing={4} icon={<IconCheck size={16} aria-hidden />} size="sm">
            <List.Item>{msg.membershipIncludes1}</List.Item>
            <List.Item>{msg.membershipIncludes2}</List.Item>
            <List.Item>{msg.membershipIncludes3}</List.Item>
          </List>
          <Text size="sm" mt="xs" fw={600}>
            {msg.cancelAnytime}
          </Text>
        </Paper>
        {expired && (
          <Alert color="orange" data-testid="plan-expired">
            {msg.planExpiredBanner}
          </Alert>
        )}
        {(pricing.error || membership.error) && (
          <Alert color="red">{errorMessage(pricing.error ?? membership.error)}</Alert>
        )}
        {notice && (
          <Alert color="blue" role="alert" data-testid="plan-notice">
            <Text size="sm">{notice}</Text>
            <Anchor component={Link} to="/user-plan-details" size="sm">
              {msg.planDetailsLink}
            </Anchor>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {cards.map((c) => {
            const priceOf = (type: string) =>
              pricing.data?.data.find((p) => p.membership_type === type)?.price;
            const price = priceOf(c.plan);
            const trialDays = (type: string) =>
              pricing.data?.data.find((p) => p.membership_type === type)?.trial_days ?? 0;
            const monthly = priceOf('monthly');
            const saving =
              c.plan === 'annual' && price !== undefined && monthly !== undefined ? monthly * 12 - price : 0;
            const needsItem = c.plan === 'per_product' && !product;
            const isCurrent = hasPlan && current?.membership.membership_type === c.plan;
            const recommended = c.plan === 'annual';
            return (
              <Card
                key={c.plan}
                withBorder
                radius="md"
                padding="lg"
                data-testid={`plan-${c.plan}`}
                style={
                  recommended
                    ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                    : undefined
                }
              >
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs">
                    <Title order={2} size="h3">
                      {c.title}
                    </Title>
                    {recommended && <Badge variant="filled">{msg.recommendedPlan}</Badge>}
                  </Group>
                  {isCurrent && <Badge variant="light">{msg.currentPlan}</Badge>}
                  <Text size="xl" fw={700}>
                    {price !== undefined ? money(price) : '—'}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {c.unit}
                  </Text>
                  {saving > 0 && price !== undefined && (
                    <>
                      <Text size="sm" fw={600} c="teal.9">
                        {fillMessage(msg.annualSaving, { amount: money(saving) })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {fillMessage(msg.annualPerMonth, { amount: money(Math.round(price / 12)) })}
                      </Text>
                    </>
                  )}
                  {c.plan !== 'per_product' && !membership.data?.membership_type && trialDays(c.plan) > 0 && (
                    <Badge variant="light" color="green" w="fit-content">
                      {fillMessage(msg.trialOffer, { days: String(trialDays(c.plan)) })}
                    </Badge>
                  )}
                  {c.plan === 'per_product' && <Text size="sm">{msg.perItemLead}</Text>}
                  {needsItem && (
                    <Text size="xs" c="dimmed">
                      {msg.perItemNeedsItem}
                    </Text>
                  )}
                  <Button
                    onClick={() => choose(c.plan)}
                    disabled={needsItem || isCurrent}
                    variant={recommended ? 'filled' : 'light'}
                  >
                    {isCurrent ? msg.yourCurrentPlan : msg.choosePlan}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Anchor component={Link} to="/gift" w="fit-content">
          {msg.giftBuyAction}
        </Anchor>
      </Stack>
    </Container>
  );
}
