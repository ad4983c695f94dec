import {
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { limits, msg, type Notification, notificationTarget } from '@simmer/contracts';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications-api';

function imageOf(n: Notification) {
  return (
    n.related_post_details?.image ?? n.related_content_details?.announcement_item_details.title_image ?? null
  );
}

/** The linked item's title, unless the message already says it. */
function subtitleOf(n: Notification): string | null {
  const title = n.related_content_details?.announcement_item_details.title?.trim();
  if (!title) return null;
  return n.message.toLowerCase().includes(title.toLowerCase()) ? null : title;
}

/**
 * /notifications: 25 per page, newest first. Unread entries stand out (tint, bold, a dot and
 * "Unread" for screen readers) until opened or until "Mark all as read".
 */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError } = useNotifications(page);
  const { mutate: markRead, isPending: marking } = useMarkRead();
  const { data: unread } = useUnreadCount();
  const navigate = useNavigate();
  const unreadCount = unread?.unread_count ?? 0;

  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / limits.pageSize));
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md" align="center">
        <div>
          <Title order={1} size="h2">
            Notifications
          </Title>
          {unreadCount > 0 && (
            <Text size="sm" c="dimmed" data-testid="unread-count">
              {msg.notificationsUnreadCount.replace('{count}', String(unreadCount))}
            </Text>
          )}
        </div>
        {unreadCount > 0 && (
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            loading={marking}
            onClick={() => markRead(undefined)}
          >
            {msg.notificationsMarkAllRead}
          </Button>
        )}
      </Group>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : isError || !data?.results.length ? (
        <EmptyState message={msg.noNotifications} icon={<IconBell size={36} />} />
      ) : (
        <Stack
          gap="xs"
          data-testid="notification-list"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {data.results.map((n) => {
            const subtitle = subtitleOf(n);
            return (
              <li key={n.id} data-testid="notification" data-unread={n.is_read ? undefined : 'true'}>
                <UnstyledButton
                  w="100%"
                  onClick={() => {
                    if (!n.is_read) markRead([n.id]);
                    navigate(notificationTarget(n), { state: { backPageUrl: 'notifications' } });
                  }}
                >
                  <Paper
                    withBorder
                    p="sm"
                    radius="md"
                    bg={n.is_read ? undefined : 'var(--mantine-primary-color-light)'}
                    style={n.is_read ? undefined : { borderColor: 'var(--mantine-primary-color-filled)' }}
                  >
                    <Group wrap="nowrap">
                      <Avatar src={imageOf(n)} alt="" radius="sm" size="md">
                        <IconBell size={18} />
                      </Avatar>
                      <Stack gap={2} style={{ flex: 1 }}>
                        <Text fw={n.is_read ? 400 : 700}>
                          {!n.is_read && <VisuallyHidden>{msg.notificationsUnread}: </VisuallyHidden>}
                          {n.message}
                        </Text>
                        {subtitle && (
                          <Text size="sm" c="dimmed">
                            {subtitle}
                          </Text>
                        )}
                        <Text size="xs" c="dimmed">
                          {formatDateTime(n.created)}
                        </Text>
                      </Stack>
                      {!n.is_read && (
                        <Box
                          aria-hidden
                          w={10}
                          h={10}
                          style={{
                            borderRadius: '50%',
                            background: 'var(--mantine-primary-color-filled)',
                            flex: 'none',
                          }}
                        />
                      )}
                    </Group>
                  </Paper>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
      {pages > 1 && !isLoading && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={(p) => setParams({ page: String(p) })} />
        </Group>
      )}
    </Container>
  );
}
