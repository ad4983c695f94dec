import { AspectRatio, Badge, Card, Group, Image, Text } from '@mantine/core';
import { countLabel, cutText, msg, normalizeContentType } from '@simmer/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useWatchMarks, WatchedMark } from '../../../components/watched-mark';
import { formatDuration } from '../../../lib/format';
import { contentPath, contentTypeLabel, openContent } from '../../../lib/open-content';
import { ShownDate } from '../../../lib/shown-date';

export interface CatalogCardItem {
  id: number;
  content_type: string;
  title: string;
  title_image: string | null;
  description?: string;
  is_premium?: boolean;
  updated?: string;
  comments_count?: number;
  episodes_count?: number;
  duration?: number | null;
  show_name?: string | null;
}

/**
 * A card of a catalog list. It opens its item by content type; a visitor's premium video
 * or episode is remembered and the login modal opens instead (lib/open-content).
 */
export function CatalogCard({
  item,
  descriptionMax = 75,
  onOpen,
  showType = false,
}: {
  item: CatalogCardItem;
  descriptionMax?: number;
  onOpen?: () => void;
  /** Mixed lists (search results, saved content) name the type; recipes read "Recipe". */
  showType?: boolean;
}) {
  const navigate = useNavigate();
  const href = contentPath(item.content_type, item.id) ?? '#';
  const mark = useWatchMarks().get(`${normalizeContentType(item.content_type)}:${item.id}`);
  return (
    <Card
      component="a"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onOpen?.();
        const to = openContent(item);
        if (to) navigate(to);
      }}
      withBorder
      padding="sm"
      radius="md"
      h="100%"
      aria-label={item.title}
      data-testid="catalog-card"
    >
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 10}>
          {item.title_image ? (
            <Image src={item.title_image} alt="" loading="lazy" />
          ) : (
            <Group justify="center" bg="gray.1">
              <IconPhoto size={32} color="var(--mantine-color-gray-5)" />
            </Group>
          )}
        </AspectRatio>
        {item.is_premium && (
          <Badge color="yellow" c="dark.9" radius="sm" pos="absolute" top={8} left={8}>
            {msg.premiumTagLabel}
          </Badge>
        )}
      </Card.Section>
      {showType && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="sm" data-testid="content-type">
          {contentTypeLabel(item.content_type)}
        </Text>
      )}
      <Text fw={600} mt={showType ? 2 : 'sm'} lineClamp={2}>
        {item.title}
      </Text>
      {item.show_name && (
        <Text size="xs" c="dimmed">
          {item.show_name}
        </Text>
      )}
      {mark && <WatchedMark mark={mark} />}
      {item.description ? (
        <Text size="sm" c="dimmed" mt={4}>
          {cutText(item.description, descriptionMax)}
        </Text>
      ) : null}
      <Group justify="space-between" mt="auto" pt="xs" gap={4}>
        {item.updated && (
          <Text size="xs" c="dimmed">
            <ShownDate value={item.updated} />
          </Text>
        )}
        {item.comments_count !== undefined && (
          <Text size="xs" c="dimmed">
            {countLabel(item.comments_count, 'comment')}
          </Text>
        )}
        {item.episodes_count !== undefined && (
          <Text size="xs" c="dimmed">
            {countLabel(item.episodes_count, 'episode')}
          </Text>
        )}
        {item.duration ? (
          <Text size="xs" c="dimmed">
            {formatDuration(item.duration)}
          </Text>
        ) : null}
      </Group>
    </Card>
  );
}
