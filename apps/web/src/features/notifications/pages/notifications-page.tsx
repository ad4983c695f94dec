import {
  Avatar,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { limits, msg, type Notification, notificationTarget } from '@simmer/contracts';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useMarkRead, useNotifications } from '../api/notifications-api';

function imageOf(n: Notification) {
  return (
    n.related_post_details?.image ?? n.related_content_details?.announcement_item_details.title_image ?? null
  );
}

/** /notifications: 25 per page; each entry opens its target; what is shown is marked read. */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError } = useNotifications(page);
  const { mutate: markRead } = useMarkRead();
  const navigate = useNavigate();

  // Reading marks read: the unread entries shown are marked after a moment on the page.
  const unreadKey = (data?.results ?? [])
    .filter((n) => !n.is_read)
    .map((n) => n.id)
    .join(',');
  useEffect(() => {
    if (!unreadKey) return;
    const timer = setTimeout(() => markRead(unreadKey.split(',').map(Number)), 1500);
    return () => clearTimeout(timer);
  }, [unreadKey, markRead]);

  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / limits.pageSize));
  return (
    <Container size="sm" py="lg">
      <Title order={2} mb="md">
        Notifications
      </Title>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : isError || !data?.results.length ? (
        <EmptyState message={msg.noNotifications} icon={<IconBell size={36} />} />
      ) : (
        <Stack gap="xs" data-testid="notification-list">
          {data.results.map((n) => (
            <UnstyledButton
              key={n.id}
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
              >
                <Group wrap="nowrap">
                  <Avatar src={imageOf(n)} alt="" radius="sm" size="md">
                    <IconBell size={18} />
                  </Avatar>
                  <Stack gap={2} style={{ flex: 1 }}>
                    <Text fw={n.is_read ? 400 : 600}>{n.message}</Text>
                    {n.related_content_details?.announcement_item_details.title && (
                      <Text size="sm" c="dimmed">
                        {n.related_content_details.announcement_item_details.title}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {n.created.slice(0, 10)}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            </UnstyledButton>
          ))}
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={(p) => setParams({ page: String(p) })} />
            </Group>
          )}
        </Stack>
      )}
    </Container>
  );
}
