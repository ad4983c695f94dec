import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { settingsQueries } from '../api/settings-api';
import { BrandForm } from '../components/brand-form';
import { PricesForm } from '../components/prices-form';
import { SocialForm } from '../components/social-form';

/** /admin-settings: the brand's name, images, colour, contact, money, shipping and e-mail sender. */
export default function AdminSettingsPage() {
  const settings = useQuery(settingsQueries.settings());
  const prices = useQuery(settingsQueries.prices());
  const social = useQuery(settingsQueries.social());
  const failed = settings.error ?? prices.error ?? social.error;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {msg.settingsTitle}
          </Title>
          <Text c="dimmed" size="sm">
            Saved settings apply at once on every page, in the app manifest, in shared links and in every
            e-mail. A setting never saved here keeps the server's configured default.
          </Text>
        </div>
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(failed)}
          </Alert>
        )}
        {settings.isPending ? (
          <PageLoader />
        ) : (
          settings.data && (
            // Keyed by what was saved: a save (or another admin's) starts the form from it again.
            <BrandForm
              key={JSON.stringify(settings.data.settings)}
              settings={settings.data.settings}
              defaults={settings.data.defaults}
            />
          )
        )}
        {prices.data && settings.data && (
          <PricesForm
            key={JSON.stringify(prices.data.data)}
            prices={prices.data.data}
            currency={settings.data.settings.currency}
          />
        )}
        {social.data && <SocialForm key={JSON.stringify(social.data)} social={social.data} />}
      </Stack>
    </Container>
  );
}
