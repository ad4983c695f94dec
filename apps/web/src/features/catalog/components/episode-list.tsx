import { AspectRatio, Badge, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { type EpisodeCard, fillMessage, msg } from '@simmer/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useWatchMarks, WatchedMark } from '../../../components/watched-mark';
import { formatDuration } from '../../../lib/format';
import { openContent } from '../../../lib/open-content';

/**
 * Episodes with thumbnail (the episode's title image), a Premium tag, the title and the
 * duration in seconds. A visitor's click on a premium episode keeps its id and opens login.
 */
export function EpisodeList({ episodes, numbers }: { episodes: EpisodeCard[]; numbers?: number[] }) {
  const navigate = useNavigate();
  const marks = useWatchMarks();
  return (
    <Stack gap="sm" data-testid="episode-list">
      {episodes.map((e, i) => (
        <UnstyledButton
          key={e.id}
          onClick={() => {
            const to = openContent(e);
            if (to) navigate(to);
          }}
          aria-label={e.title}
          data-testid="episode-item"
        >
          <Group wrap="nowrap" align="start" gap="sm">
            <AspectRatio ratio={2} w={140} style={{ flex: '0 0 auto', borderRadius: 6, overflow: 'hidden' }}>
              {e.title_image ? (
                <Image src={e.title_image} alt="" />
              ) : (
                <Group justify="center" bg="gray.1">
                  <IconPhoto size={24} color="var(--mantine-color-gray-5)" />
                </Group>
              )}
            </AspectRatio>
            <Stack gap={2}>
              {e.is_premium && (
                <Badge color="yellow" c="dark.9" size="sm" radius="sm" w="fit-content">
                  {msg.premiumTagLabel}
                </Badge>
              )}
              <Text size="xs" c="dimmed" fw={600}>
                {fillMessage(msg.episodeNumber, { number: String(numbers?.[i] ?? i + 1) })}
              </Text>
              <Text fw={600} size="sm" lineClamp={2}>
                {e.title}
              </Text>
              <WatchedMark mark={marks.get(`episode:${e.id}`)} />
              {e.duration ? (
                <Text size="xs" c="dimmed">
                  {formatDuration(e.duration)}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
