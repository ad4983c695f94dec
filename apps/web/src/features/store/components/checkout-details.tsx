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
  CheckoutDetailsSchema,
  msg,
  StoreAddressSchema,
  storeCountries,
} from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { useMoney } from '../../../lib/site-config';
import { saveCheckoutDetails, useShippingRates } from '../api/store-api';

const countryOptions = storeCountries.map((c) => ({ value: c.code, label: c.name }));

/**
 * The details form checked as the server checks it: the contract's e-mail and address, the
 * postcode and region for the chosen country, and a shipping method among those that deliver
 * there.
 */
function detailsFormSchema(currentRateIds: () => string[]) {
  return z
    .object({
      email: CheckoutDetailsSchema.shape.email,
      shipping_address: StoreAddressSchema,
      shipping_rate_id: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      const rateIds = currentRateIds();
      for (const [key, message] of Object.entries(addressErrors(values.shipping_address)))
        ctx.addIssue({ code: 'custom', path: ['shipping_address', key], message });
      if (!values.shipping_rate_id || !rateIds.includes(values.shipping_rate_id))
        ctx.addIssue({
          code: 'custom',
          path: ['shipping_rate_id'],
          message: rateIds.length ? msg.storeShippingRequired : msg.storeNoShippingRates,
        });
    });
}

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
  const money = useMoney();
  const start = checkout.shipping_address;
  const initial = {
    email: checkout.email ?? defaultEmail,
    shipping_address: {
      name: start?.name ?? '',
      line1: start?.line1 ?? '',
      line2: start?.line2 ?? '',
      city: start?.city ?? '',
      region: start?.region ?? '',
      postcode: start?.postcode ?? '',
      country: start?.country ?? 'US',
    },
    shipping_rate_id: checkout.shipping_rate_id ? String(checkout.shipping_rate_id) : null,
  };
  // The rates depend on the country the form holds, and the check on the rates: the schema reads
  // the rates of the latest render.
  const rateIds = useRef<string[]>([]);
  const schema = useMemo(() => detailsFormSchema(() => rateIds.current), []);
  const form = useContractForm(schema, initial);
  const rates = useShippingRates(form.values.shipping_address.country);
  const available = rates.data?.results ?? [];
  rateIds.current = available.map((r) => String(r.id));
  const chosen = rateIds.current.includes(form.values.shipping_rate_id ?? '')
    ? form.values.shipping_rate_id
    : null;
  const save = useMutation({
    mutationFn: (values: typeof initial) =>
      saveCheckoutDetails(checkout.id!, {
        email: values.email.trim(),
        shipping_address: values.shipping_address,
        shipping_rate_id: Number(values.shipping_rate_id),
      }),
    onSuccess: (res) => onSaved(res.data),
    onError: (error) => serverErrors(form, error),
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        () => save.reset(),
      )}
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
          {...form.getInputProps('email')}
        />
        <Title order={2} size="h4">
          {msg.storeShippingAddress}
        </Title>
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          {...form.getInputProps('shipping_address.name')}
        />
        <Select
          label="Country"
          data={countryOptions}
          value={form.values.shipping_address.country}
          onChange={(v) => v && form.setFieldValue('shipping_address.country', v)}
          allowDeselect={false}
          searchable
          error={form.errors['shipping_address.country']}
        />
        <TextInput
          label="Address"
          autoComplete="address-line1"
          required
          {...form.getInputProps('shipping_address.line1')}
        />
        <TextInput
          label="Apartment, suite (optional)"
          autoComplete="address-line2"
          {...form.getInputProps('shipping_address.line2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="City"
            autoComplete="address-level2"
            required
            {...form.getInputProps('shipping_address.city')}
          />
          <TextInput
            label="State / region"
            autoComplete="address-level1"
            {...form.getInputProps('shipping_address.region')}
          />
          <TextInput
            label="Postcode"
            autoComplete="postal-code"
            required
            {...form.getInputProps('shipping_address.postcode')}
          />
        </SimpleGrid>
        <Radio.Group
          label={msg.storeShippingMethod}
          value={chosen}
          onChange={(v) => form.setFieldValue('shipping_rate_id', v)}
          error={form.errors.shipping_rate_id}
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
              <Radio key={r.id} value={String(r.id)} label={`${r.name} · ${money(r.price)}`} />
            ))}
          </Stack>
        </Radio.Group>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {msg.storeContinueToPayment}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
