import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { downloadMyData } from '../api/account-data-api';

/** The notice's close button needs a name for screen readers. */
const closeLabel = { 'aria-label': 'Close' };

const DeleteAccountModal = lazy(() => import('./delete-account-modal'));

/** The profile's "Your data" section: download everything, or delete the account. */
export function YourData({
  email,
  hasPassword,
  provider,
}: {
  email: string;
  hasPassword: boolean;
  provider: string;
}) {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => notify({ color: 'green', message: msg.exportReady, closeButtonProps: closeLabel }),
    onError: (error) =>
      notify({
        color: 'red',
        message: errorMessage(error) || msg.exportFailed,
        closeButtonProps: closeLabel,
      }),
  });
  return (
    <section aria-labelledby="your-data-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-data-title">
          {msg.yourDataTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {msg.yourDataIntro}
        </Text>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {msg.exportDownload}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setDeleting(true)}
          >
            {msg.deleteAccountLink}
          </Button>
        </Group>
        {download.isPending && (
          <Text size="sm" role="status" aria-live="polite">
            {msg.exportPreparing}
          </Text>
        )}
      </Stack>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountModal
            email={email}
            hasPassword={hasPassword}
            provider={provider}
            onClose={() => setDeleting(false)}
            onDownload={() => download.mutate()}
            downloading={download.isPending}
          />
        </Suspense>
      )}
    </section>
  );
}
