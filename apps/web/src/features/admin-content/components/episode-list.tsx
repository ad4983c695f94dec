import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type AdminEpisode, msg } from '@simmer/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api';
import { contentKeys, deleteEpisode, publishEpisode } from '../api/content-api';
import { premiumInfo } from './premium-info';

/** A show's episodes with Publish Episode (confirmed), edit and delete; Add Episode once the show is saved. */
export function EpisodeList({ showId, episodes }: { showId: number | null; episodes: AdminEpisode[] }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: contentKeys.all });

  const add = () => {
    if (!showId) {
      notifications.show({ color: 'yellow', message: msg.contentSaveBeforeEpisodes });
      return;
    }
    navigate(`/upload-episode-content/show/${showId}`);
  };
  // Publishing or deleting says how it went, then the show is read again either way.
  const answered = {
    onSuccess: (res: { msg: string }) => notifications.show({ color: 'green', message: res.msg }),
    onError: (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) }),
    onSettled: refresh,
  };
  const publishOne = useMutation({ mutationFn: publishEpisode, ...answered });
  const removeOne = useMutation({ mutationFn: deleteEpisode, ...answered });
  const publish = (e: AdminEpisode) =>
    modals.openConfirmModal({
      title: msg.contentPublishEpisode,
      children: <Text size="sm">{msg.contentConfirmPublishEpisode.replace('{title}', e.title)}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      onConfirm: () => publishOne.mutate(e.id),
    });
  const remove = (e: AdminEpisode) => {
    if (e.is_premium) return premiumInfo();
    modals.openConfirmModal({
      title: 'Delete episode',
      children: <Text size="sm">{msg.contentConfirmDelete.replace('{title}', e.title)}</Text>,
      labels: { confirm: 'Delete', cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => removeOne.mutate(e.id),
    });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Episodes
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
            {msg.contentAddEpisode}
          </Button>
        </Group>
        {episodes.length === 0 ? (
          <EmptyState message={msg.noEpisodesToShow} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {episodes.map((e, i) => (
              <Paper key={e.id} withBorder p="sm" component="li" data-testid="episode-row">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                    <Text fw={600} c="dimmed">
                      {i + 1}
                    </Text>
                    <Text fw={600} truncate>
                      {e.title}
                    </Text>
                    {e.is_premium && <Badge color="yellow">{msg.contentPremiumBadge}</Badge>}
                    <Badge color={e.is_publish ? 'green' : 'gray'} variant="light">
                      {e.is_publish ? msg.contentPublishedBadge : msg.contentDraftBadge}
                    </Badge>
                  </Group>
                  <Group gap="xs">
                    {!e.is_publish && (
                      <Button size="xs" color="green" onClick={() => publish(e)}>
                        {msg.contentPublishEpisode}
                      </Button>
                    )}
                    <RowActions
                      name={e.title}
                      onEdit={() => navigate(`/update-episode-content/episode/${e.id}`)}
                      onDelete={() => remove(e)}
                      variant="default"
                    />
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
