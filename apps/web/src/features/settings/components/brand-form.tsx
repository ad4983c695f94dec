import {
  Alert,
  Button,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type BrandSettings, currencies, msg, UpdateSettingsSchema } from '@simmer/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { updateSettings, useSettingsWrite } from '../api/settings-api';
import { BrandPreview } from './brand-preview';
import { ImageSetting } from './image-setting';

type Values = { [K in keyof BrandSettings]: BrandSettings[K] extends number ? number : string };

/** The form holds text; an optional setting left empty is saved as "none" (null). */
const valuesOf = (s: BrandSettings): Values => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(s)) out[k] = v ?? '';
  return out as Values;
};

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/**
 * The brand's own settings, saved together: name, images, colour, contact, currency and store
 * tax, shipping origin, and the e-mail sender. Each process uses them from the next request on.
 */
export function BrandForm({ settings, defaults }: { settings: BrandSettings; defaults: BrandSettings }) {
  const form = useContractForm(UpdateSettingsSchema, valuesOf(settings));
  const save = useSettingsWrite(updateSettings);
  const submit = form.onSubmit(
    // The promise, not `mutate`'s callbacks: the saved settings come back as a new form.
    (values) =>
      save.mutateAsync(values).then(
        (res) => {
          form.resetDirty();
          notify({ color: 'green', message: res.msg });
        },
        (error) => {
          serverErrors(form, error);
          notify({ color: 'red', message: errorMessage(error) });
        },
      ),
    () => notify({ color: 'red', message: msg.settingsSaveFailed }),
  );
  const v = form.values;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title="Brand" testId="settings-brand">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="md">
              <TextInput
                label="Brand name"
                description="Shown on every page, in the app manifest, in shared links and in every e-mail."
                required
                maxLength={60}
                {...form.getInputProps('brand_name')}
              />
              <ColorInput
                label="Primary colour"
                description="Buttons, links and the browser's theme colour."
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
                swatches={['#e8590c', '#c92a2a', '#2f9e44', '#1c7ed6', '#7048e8', '#0c8599', '#212529']}
                {...form.getInputProps('primary_color')}
              />
              <ImageSetting
                label="Logo"
                description="Square, png or jpeg; shown beside the name in the header."
                value={v.logo_url}
                onChange={(url) => form.setFieldValue('logo_url', url)}
                error={form.errors.logo_url as string | undefined}
                fallback="/favicon.svg"
                testId="settings-logo"
              />
              <ImageSetting
                label="Favicon"
                description="The browser tab's icon; png, at least 64 × 64."
                value={v.favicon_url}
                onChange={(url) => form.setFieldValue('favicon_url', url)}
                error={form.errors.favicon_url as string | undefined}
                fallback="/favicon.svg"
                testId="settings-favicon"
              />
            </Stack>
            <BrandPreview name={v.brand_name} color={v.primary_color} logo={v.logo_url} />
          </SimpleGrid>
        </Section>

        <Section title="Contact" testId="settings-contact">
          <TextInput
            label="Contact e-mail"
            description="Shown on the contact page and in the legal pages."
            type="email"
            required
            {...form.getInputProps('contact_email')}
          />
        </Section>

        <Section title="Currency and store tax" testId="settings-money">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Currency"
              description="Every price is shown and charged in it."
              data={currencies.map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` }))}
              searchable
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
            <NumberInput
              label="Store tax (basis points)"
              description={`On store orders: 825 is 8.25%. Now ${(Number(v.store_tax_rate_bps) / 100 || 0).toFixed(2)}%.`}
              min={0}
              max={10_000}
              step={25}
              allowDecimal={false}
              {...form.getInputProps('store_tax_rate_bps')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Shipping origin" testId="settings-shipping">
          <Text size="sm" c="dimmed">
            The address store orders ship from.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name or company" {...form.getInputProps('ship_from_name')} />
            <TextInput label="Address line 1" {...form.getInputProps('ship_from_line1')} />
            <TextInput label="Address line 2" {...form.getInputProps('ship_from_line2')} />
            <TextInput label="City" {...form.getInputProps('ship_from_city')} />
            <TextInput label="State or region" {...form.getInputProps('ship_from_region')} />
            <TextInput label="Postal code" {...form.getInputProps('ship_from_postal_code')} />
            <TextInput
              label="Country"
              description="Two letters, for example US."
              maxLength={2}
              {...form.getInputProps('ship_from_country')}
            />
          </SimpleGrid>
        </Section>

        <Section title="E-mail sender" testId="settings-mail">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Sender name"
              description="Leave empty to send in the brand's name."
              placeholder={v.brand_name || defaults.brand_name}
              {...form.getInputProps('mail_from_name')}
            />
            <TextInput
              label="Sender address"
              description="Your mail server must be allowed to send from it."
              type="email"
              required
              {...form.getInputProps('mail_from_email')}
            />
          </SimpleGrid>
        </Section>

        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" role="alert">
            {msg.settingsSaveFailed}
          </Alert>
        )}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button variant="default" disabled={!form.isDirty() || save.isPending} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
