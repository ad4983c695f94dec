import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type HomeContentItem, msg, paths } from '@simmer/contracts';
import { Link, useNavigate } from 'react-router';
import { contentTypeLabel, openContent } from '../../../lib/open-content';
import { ShownDate } from '../../../lib/shown-date';
import { useTopLeft, useTopRight } from '../api/home-api';
import { LabelBadge, labelOf } from './content-card';

/** The one filled `*_details` of a home item. */
export function detailsOf(item: HomeContentItem) {
  return item.video_details ?? item.show_details ?? item.episode_details ?? item.youtube_recipe_details;
}

function actionLabel(type: HomeContentItem['content_type']) {
  if (type === 'youtube_recipe') return msg.featuredViewRecipe;
  if (type === 'show') return msg.featuredViewShow;
  return msg.featuredWatchNow;
}

/** Featured top-left: one large item of any content type. */
function TopLeft({ alone }: { alone: boolean }) {
  const { data, isPending } = useTopLeft();
  const navigate = useNavigate();
  if (isPending) return <Skeleton h={380} radius="md" />;
  const item = data?.data;
  const d = item && detailsOf(item);
  if (!item || !d) return null;
  const open = () => {
    const to = openContent({ content_type: item.content_type, id: d.id, is_premium: d.is_premium });
    if (to) navigate(to);
  };
  const image = item.cover_image ?? d.title_image;
  const description = d.description?.trim();
  const label = labelOf(item);
  return (
    // With a picture the card is as tall as the recipes beside it and the picture takes the
    // extra height; without one the card is only as tall as its text (no empty white block).
    <Card withBorder radius="md" padding={0} h={image ? '100%' : undefined} data-testid="featured-top-left">
      {image && (
        <Box
          data-testid="featured-top-left-image"
          style={{
            position: 'relative',
            flex: '1 1 auto',
            aspectRatio: '16 / 9',
            maxHeight: alone ? 480 : undefined,
            overflow: 'hidden',
          }}
        >
          <Image
            src={image}
            alt=""
            h="100%"
            w="100%"
            fit="cover"
            style={{ position: 'absolute', inset: 0 }}
          />
        </Box>
      )}
      <Stack p="lg" gap="xs">
        <Group gap="xs">
          {label && <LabelBadge label={label} />}
          <Badge variant="light">{contentTypeLabel(item.content_type)}</Badge>
          {d.is_premium && (
            <Badge color="yellow" c="dark.9">
              {msg.premiumTag}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            <ShownDate value={item.updated} />
          </Text>
        </Group>
        <Title order={2}>{d.title}</Title>
        {description && (
          <Text c="dimmed" lineClamp={3}>
            {description}
          </Text>
        )}
        <Group>
          <Button onClick={open}>{actionLabel(item.content_type)}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Featured top-right: a heading and up to eight ranked recipes. */
function TopRight() {
  const { data, isPending } = useTopRight();
  if (isPending) return <Skeleton h={380} radius="md" />;
  if (!data || data.recipes.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="featured-top-right">
      {data.heading.heading && (
        <Title order={2} size="h3">
          {data.heading.heading}
        </Title>
      )}
      <SimpleGrid cols={2} spacing="sm">
        {data.recipes.map((slot) => {
          const r = slot.recipe_details;
          const image = slot.cover_image ?? r.title_image;
          const label = labelOf(slot);
          return (
            <Card
              key={slot.rank}
              component={Link}
              to={paths.recipe(r.id)}
              withBorder
              padding={0}
              radius="md"
              pos="relative"
            >
              {image && (
                <AspectRatio ratio={4 / 3}>
                  <Image src={image} alt="" loading="lazy" />
                </AspectRatio>
              )}
              {label && (
                <Box pos="absolute" top={6} left={6}>
                  <LabelBadge label={label} />
                </Box>
              )}
              <Box p="xs">
                <Text size="sm" fw={600} lineClamp={2}>
                  {r.title}
                </Text>
              </Box>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The two featured blocks side by side; one alone takes the whole width. */
export function FeaturedSections() {
  const left = useTopLeft();
  const right = useTopRight();
  const hasLeft = left.isPending || Boolean(left.data?.data && detailsOf(left.data.data));
  const hasRight = right.isPending || Boolean(right.data?.recipes.length);
  if (!hasLeft && !hasRight) return null;
  return (
    <Grid gap="xl" component="section" aria-label={msg.featuredHeading}>
      {hasLeft && (
        <Grid.Col span={{ base: 12, md: hasRight ? 7 : 12 }}>
          <TopLeft alone={!hasRight} />
        </Grid.Col>
      )}
      {hasRight && (
        <Grid.Col span={{ base: 12, md: hasLeft ? 5 : 12 }}>
          <TopRight />
        </Grid.Col>
      )}
    </Grid>
  );
}
