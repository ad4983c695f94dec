import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/notifications-api';
import { useLiveNotifications } from '../lib/live-events';
import { enableWebPush } from '../lib/web-push';

/** The header bell: the live unread count (server-sent events) and a link to /notifications. */
export function NotificationBell() {
  const { isLoggedIn, role } = useSession();
  const { data } = useUnreadCount(isLoggedIn);
  useLiveNotifications();
  useEffect(() => {
    if (isLoggedIn && role === 'user') void enableWebPush();
  }, [isLoggedIn, role]);
  const count = data?.unread_count ?? 0;
  const label = count > 0 ? `Notifications (${count} unread)` : 'Notifications';
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      color="red"
      offset={6}
      data-testid="notification-count"
    >
      <ActionIcon component={Link} to="/notifications" variant="subtle" size="lg" aria-label={label}>
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
}
