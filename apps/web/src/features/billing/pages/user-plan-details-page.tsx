import { Alert, Anchor, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fillMessage, msg } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMoney } from '../../../lib/site-config';
import {
  cancelRenewal,
  resumeRenewal,
  storedPlan,
  useMembership,
  useUpgradeAmount,
} from '../api/billing-api';
import { ChangeCard } from '../components/change-card';
import { GiftList } from '../components/gift-list';
import { InvoiceList } from '../components/invoice-list';

const planName = { monthly: msg.planMonthly, annual: msg.planAnnual, per_product: msg.planSingle } as const;

/** /user-plan-details: current plan, end date, Upgrade and Cancel renewal (spec 002 §2.2). */
export default function UserPlanDetailsPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const membership = useMembership();
  const plan = membership.data?.membership_type;
  const active = !!plan && !plan.membership_expired;
  const canUpgrade = active && plan.membership.membership_type === 'monthly';
  // Asked only of a fresh monthly plan: right after an upgrade the cached plan is still monthly.
  const upgrade = useUpgradeAmount(canUpgrade && !membership.isFetching);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Cancel or resume renewal: the member's plan changes everywhere it is shown. */
  const renewalChange = (change: typeof cancelRenewal, after?: () => void) => ({
    mutationFn: change,
    onMutate: () => setError(null),
    onSuccess: async (res: Awaited<ReturnType<typeof cancelRenewal>>) => {
      notifications.show({ color: 'green', message: res.msg });
      after?.();
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
    onError: (err: unknown) => setError(errorMessage(err)),
  });
  const cancel = useMutation(renewalChange(cancelRenewal, () => setConfirming(false)));
  const resume = useMutation(renewalChange(resumeRenewal));
  const busy = cancel.isPending || resume.isPending;

  if (membership.isPending) return <PageLoader />;
  const expired = !!user?.membership_expired || !!plan?.membership_expired;
  const endDate = formatDate(plan?.end_date);

  function startUpgrade() {
    storedPlan.set('upgrade');
    navigate('/payment');
  }

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor component={Link} to="/user-profile" w="fit-content">
          {msg.back}
        </Anchor>
        <Title order={1} size="h2">
          {msg.planDetailsTitle}
        </Title>
        {expired && (
          <Alert color="orange" data-testid="plan-expired">
            {msg.planExpiredBanner}
          </Alert>
        )}
        {membership.error && <Alert color="red">{errorMessage(membership.error)}</Alert>}
        {error && <Alert color="red">{error}</Alert>}
        {!plan ? (
          <Paper withBorder p="lg">
            <Text>{msg.noPlanYet}</Text>
          </Paper>
        ) : (
          <Paper withBorder p="lg" data-testid="plan-details">
            <Stack gap="xs">
              <Text>
                {msg.currentPlan}: <strong>{planName[plan.membership.membership_type]}</strong>
              </Text>
              <Text>
                {msg.endDate}: <strong data-testid="plan-end-date">{endDate}</strong>
              </Text>
              {active && plan.trial_ends_at && (
                <Alert color={plan.recurring ? 'blue' : 'gray'} data-testid="plan-trial">
                  {plan.recurring
                    ? fillMessage(msg.trialOnPlan, {
                        amount: money(plan.first_charge ?? 0),
                        date: formatDate(plan.trial_ends_at),
                      })
                    : fillMessage(msg.trialCancelled, { date: formatDate(plan.trial_ends_at) })}
                </Alert>
              )}
              {active && (
                <Text c="dimmed">{plan.recurring ? msg.renewsAutomatically : msg.doesNotRenew}</Text>
              )}
              {active && <ChangeCard />}
            </Stack>
          </Paper>
        )}
        <Group>
          {canUpgrade && upgrade.data && (
            <Button onClick={startUpgrade}>
              {fillMessage(msg.upgradeAction, { amount: money(upgrade.data.data.amount) })}
            </Button>
          )}
          {active && plan.recurring && (
            <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
              {msg.cancelRenewalAction}
            </Button>
          )}
          {active && !plan.recurring && (
            <Button variant="outline" onClick={() => resume.mutate()} loading={busy && !confirming}>
              {msg.resumeRenewalAction}
            </Button>
          )}
          {(!plan || expired) && (
            <Button component={Link} to="/premium-plans">
              {msg.choosePlanAction}
            </Button>
          )}
        </Group>
        <InvoiceList />
        <GiftList />
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={msg.cancelRenewalAction}
        centered
      >
        <Stack>
          <Text>{fillMessage(msg.cancelRenewalConfirm, { end_date: endDate })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {msg.keepRenewal}
            </Button>
            <Button color="red" loading={busy} onClick={() => cancel.mutate()}>
              {msg.confirmCancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
