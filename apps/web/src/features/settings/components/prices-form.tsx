import { Button, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { membershipTypes, msg, type PricingPlan, UpdatePricingSchema } from '@simmer/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMoney } from '../../../lib/site-config';
import { updatePrices, useSettingsWrite } from '../api/settings-api';
import { Section } from './brand-form';

const labels = { monthly: 'Monthly plan', annual: 'Annual plan', per_product: 'One premium item' } as const;

/** The plans' prices, kept with the plans (one source for the plans page, checkout and renewals). */
export function PricesForm({ prices, currency }: { prices: PricingPlan[]; currency: string }) {
  const money = useMoney();
  const [cents, setCents] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries(prices.map((p) => [p.membership_type, p.price])),
  );
  // Free trial days of the recurring plans (issue 31); 0: no trial.
  const [trials, setTrials] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries(prices.map((p) => [p.membership_type, p.trial_days ?? 0])),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSettingsWrite(updatePrices);
  function submit() {
    const body = {
      prices: membershipTypes.map((t) => ({
        membership_type: t,
        price: Math.round(Number(cents[t]) || 0),
        ...(t === 'per_product' ? {} : { trial_days: Math.round(Number(trials[t]) || 0) }),
      })),
    };
    const checked = UpdatePricingSchema.safeParse(body);
    if (!checked.success) {
      setError('Each price must be between 50 and 1,000,000 cents, and a trial at most 365 days.');
      return;
    }
    setError(null);
    save.mutateAsync(body).then(
      (res) => notify({ color: 'green', message: res.msg }),
      (e) => notify({ color: 'red', message: errorMessage(e) }),
    );
  }
  return (
    <Section title="Prices" testId="settings-prices">
      <Text size="sm" c="dimmed">
        In cents of {currency}. A new price applies to the next payment and renewal.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {membershipTypes.map((t) => (
          <NumberInput
            key={t}
            label={`${labels[t]} (cents)`}
            description={money(Number(cents[t]) || 0)}
            min={50}
            max={1_000_000}
            allowDecimal={false}
            value={cents[t] ?? ''}
            onChange={(v) => setCents((c) => ({ ...c, [t]: typeof v === 'number' ? v : '' }))}
            error={error ? true : undefined}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(['monthly', 'annual'] as const).map((t) => (
          <NumberInput
            key={t}
            label={`${labels[t]}: ${msg.trialDaysLabel.toLowerCase()}`}
            description="New members pay nothing until the trial ends; 0 for none."
            min={0}
            max={365}
            allowDecimal={false}
            value={trials[t] ?? ''}
            onChange={(v) => setTrials((c) => ({ ...c, [t]: typeof v === 'number' ? v : '' }))}
            error={error ? true : undefined}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save prices
        </Button>
      </Group>
    </Section>
  );
}
