import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  addressErrors,
  type Checkout,
  type CheckoutDetails,
  dollars,
  emailPattern,
  msg,
  storeCountries,
} from '@simmer/contracts';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { saveCheckoutDetails, useShippingRates } from '../api/store-api';

const countryOptions = storeCountries.map((c) => ({ value: c.code, label: c.name }));

/**
 * Contact e-mail, delivery address (postcode checked for the country, as on the server) and
 * a shipping method that delivers there. Saving holds the items for the member.
 */
export function CheckoutDetailsForm({
  checkout,
  defaultEmail,
  onSaved,
}: {
  checkout: Checkout;
  defaultEmail: string;
  onSaved: (next: Checkout) => void;
}) {
  const start = checkout.shipping_address;
  const [email, setEmail] = useState(checkout.email ?? defaultEmail);
  const [address, setAddress] = useState({
    name: start?.name ?? '',
    line1: start?.line1 ?? '',
    line2: start?.line2 ?? '',
    city: start?.city ?? '',
    region: start?.region ?? '',
    postcode: start?.postcode ?? '',
    country: start?.country ?? 'US',
  });
  const [rateId, setRateId] = useState<string | null>(
    checkout.shipping_rate_id ? String(checkout.shipping_rate_id) : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rates = useShippingRates(address.country);
  const available = rates.data?.results ?? [];
  const chosen = available.some((r) => String(r.id) === rateId) ? rateId : null;
  const field = (name: keyof typeof address) => ({
    value: address[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setAddress((a) => ({ ...a, [name]: value }));
    },
    error: errors[`shipping_address.${name}`],
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const local: Record<string, string> = {};
    if (!emailPattern.test(email.trim())) local.email = msg.emailNotValid;
    for (const k of ['name', 'line1', 'city', 'postcode'] as const)
      if (!address[k].trim()) local[`shipping_address.${k}`] = msg.allFieldsRequired;
    for (const [k, v] of Object.entries(addressErrors(address))) local[`shipping_address.${k}`] ??= v;
    if (!chosen)
      local.shipping_rate_id = available.length ? msg.storeShippingRequired : msg.storeNoShippingRates;
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const details: CheckoutDetails = {
        email: email.trim(),
        shipping_address: address,
        shipping_rate_id: Number(chosen),
      };
      const res = await saveCheckoutDetails(checkout.id!, details);
      onSaved(res.data);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={msg.storeShippingAddress}
    >
      <Stack>
        <Title order={2} size="h4">
          {msg.storeContact}
        </Title>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <Title order={2} size="h4">
          {msg.storeShippingAddress}
        </Title>
        <TextInput label="Full name" autoComplete="name" required {...field('name')} />
        <Select
          label="Country"
          data={countryOptions}
          value={address.country}
          onChange={(v) => v && setAddress((a) => ({ ...a, country: v }))}
          allowDeselect={false}
          searchable
          error={errors['shipping_address.country']}
        />
        <TextInput label="Address" autoComplete="address-line1" required {...field('line1')} />
        <TextInput label="Apartment, suite (optional)" autoComplete="address-line2" {...field('line2')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="City" autoComplete="address-level2" required {...field('city')} />
          <TextInput label="State / region" autoComplete="address-level1" {...field('region')} />
          <TextInput label="Postcode" autoComplete="postal-code" required {...field('postcode')} />
        </SimpleGrid>
        <Radio.Group
          label={msg.storeShippingMethod}
          value={chosen}
          onChange={setRateId}
          error={errors.shipping_rate_id}
          required
        >
          <Stack gap="xs" mt={6}>
            {rates.isPending && <Text size="sm">…</Text>}
            {!rates.isPending && available.length === 0 && (
              <Text size="sm" c="dimmed">
                {msg.storeNoShippingRates}
              </Text>
            )}
            {available.map((r) => (
              <Radio key={r.id} value={String(r.id)} label={`${r.name} · ${dollars(r.price)}`} />
            ))}
          </Stack>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {msg.storeContinueToPayment}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
