import { Alert, Anchor, Badge, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dollars, type LocalPlan, msg } from '@simmer/contracts';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { storedPlan, storedProduct, useMembership, usePricing } from '../api/billing-api';

const cards: { plan: Exclude<LocalPlan, 'upgrade' | 'free'>; title: string; unit: string }[] = [
  { plan: 'monthly', title: msg.planMonthly, unit: msg.perMonth },
  { plan: 'annual', title: msg.planAnnual, unit: msg.perYear },
  { plan: 'per_product', title: msg.planPerEpisode, unit: msg.perItem },
];

/** /premium-plans: Monthly, Annual and Per Episode (spec 002 §2.2). */
export default function PremiumPlansPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const pricing = usePricing();
  const membership = useMembership();
  if (pricing.isPending || membership.isPending) return <PageLoader />;

  const current = membership.data?.membership_type;
  const hasPlan = !!current && !current.membership_expired;
  const expired = !!user?.membership_expired || !!current?.membership_expired;
  const product = storedProduct.get();

  function choose(plan: (typeof cards)[number]['plan']) {
    // A member who already has a plan sees it instead of paying twice.
    if (hasPlan && plan !== 'per_product') {
      navigate('/user-plan-details');
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
        {expired && (
          <Alert color="orange" data-testid="plan-expired">
            {msg.planExpiredBanner}
          </Alert>
        )}
        {(pricing.error || membership.error) && (
          <Alert color="red">{errorMessage(pricing.error ?? membership.error)}</Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {cards.map((c) => {
            const price = pricing.data?.data.find((p) => p.membership_type === c.plan)?.price;
            const needsItem = c.plan === 'per_product' && !product;
            return (
              <Card key={c.plan} withBorder radius="md" padding="lg" data-testid={`plan-${c.plan}`}>
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {c.title}
                  </Title>
                  {hasPlan && current?.membership.membership_type === c.plan && (
                    <Badge>{msg.currentPlan}</Badge>
                  )}
                  <Text size="xl" fw={700}>
                    {price !== undefined ? dollars(price) : '—'}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {c.unit}
                  </Text>
                  {needsItem && (
                    <Text size="xs" c="dimmed">
                      {msg.perItemNeedsItem}
                    </Text>
                  )}
                  <Button onClick={() => choose(c.plan)} disabled={needsItem}>
                    {msg.choosePlan}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
