import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { msg } from '@simmer/contracts';
import { IconCloudOff } from '@tabler/icons-react';

/**
 * "You are offline" over a page read from this device's copy. A component of its own: the
 * connection's state changes redraw it alone, not the page (whose server-drawn parts would
 * otherwise be drawn again before they hydrate).
 */
export function OfflineNotice() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="gray" icon={<IconCloudOff size={18} />} role="status">
      {msg.offlineReading}
    </Alert>
  );
}
