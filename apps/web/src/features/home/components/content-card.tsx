import { AspectRatio, Badge, Box, Card, Group, Image, Text } from '@mantine/core';
import { msg, normalizeContentType } from '@simmer/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useWatchMarks, WatchedMark } from '../../../components/watched-mark';
import { contentPath, contentTypeLabel, openContent } from '../../../lib/open-content';
import { ShownDate } from '../../../lib/shown-date';

/** Label colours of carousel cards (spec 000 §2: violet, yellow or black). */
const labelStyles = {
  violet: { color: 'violet', c: 'white' },
  yellow: { color: 'yellow', c: 'dark.9' },
  black: { color: 'dark.9', c: 'white' },
} as const;

export type ItemLabel = { text: string; color: keyof typeof labelStyles };

/** The admin's label over a home item (carousel, featured blocks), in its colour. */
export function LabelBadge({ label }: { label: ItemLabel }) {
  const style = labelStyles[label.color];
  return (
    <Badge color={style.color} c={style.c} radius="sm" data-label-color={label.color}>
      {label.text}
    </Badge>
  );
}

/** A home item's label, when it has both text and colour. */
export const labelOf = (item: {
  title?: string | null;
  title_label_color?: ItemLabel['color'] | null;
}): ItemLabel | null =>
  item.title && item.title_label_color ? { text: item.title, color: item.title_label_color } : null;

export interface CardItem {
  id: number;
  content_type: string;
  title: string;
  image: string | null;
  is_premium?: boolean;
  description?: string;
  /** First 10 characters are shown (spec 000 §9). */
  updated?: string;
  label?: ItemLabel | null;
  subtitle?: string | null;
}

/** A card that opens its item by content type; premium items ask a visitor to log in first. */
export function ContentCard({ item, showType = true }: { item: CardItem; showType?: boolean }) {
  const navigate = useNavigate();
  const mark = useWatchMarks().get(`${normalizeContentType(item.content_type)}:${item.id}`);
  const go = () => {
    const to = openContent(item);
    if (to) navigate(to);
  };
  return (
    <Card
      component="a"
      href={contentPath(item.content_type, item.id) ?? '#'}
      onClick={(e) => {
        e.preventDefault();
        go();
      }}
      withBorder
      padding="sm"
      radius="md"
      h="100%"
      aria-label={item.title}
      data-testid="content-card"
    >
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 10}>
          {item.image ? (
            <Image src={item.image} alt="" loading="lazy" />
          ) : (
            <Group justify="center" bg="gray.1">
              <IconPhoto size={32} color="var(--mantine-color-gray-5)" />
            </Group>
          )}
        </AspectRatio>
        <Group gap={6} pos="absolute" top={8} left={8}>
          {item.label && <LabelBadge label={item.label} />}
          {item.is_premium && (
            <Badge color="yellow" c="dark.9" radius="sm">
              {msg.premiumTag}
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Group justify="space-between" mt="sm" gap={4} wrap="nowrap">
        {showType && (
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {contentTypeLabel(item.content_type)}
          </Text>
        )}
        {item.updated && (
          <Text size="xs" c="dimmed">
            <ShownDate value={item.updated} />
          </Text>
        )}
      </Group>
      <Text fw={600} lineClamp={2} mt={4}>
        {item.title}
      </Text>
      {item.subtitle && (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {item.subtitle}
        </Text>
      )}
      {mark && (
        <Box mt={6}>
          <WatchedMark mark={mark} />
        </Box>
      )}
    </Card>
  );
}
