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
import { formatDate } from '../../../lib/format';
import { contentTypeLabel, openContent } from '../../../lib/open-content';
import { useTopLeft, useTopRight } from '../api/home-api';

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
function TopLeft() {
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
  return (
    <Card withBorder radius="md" padding={0} h="100%" data-testid="featured-top-left">
      <AspectRatio ratio={16 / 9}>
        <Image src={item.cover_image ?? d.title_image} alt="" />
      </AspectRatio>
      <Stack p="lg" gap="xs">
        <Group gap="xs">
          <Badge variant="light">{contentTypeLabel(item.content_type)}</Badge>
          {d.is_premium && (
            <Badge color="yellow" c="dark.9">
              {msg.premiumTag}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(item.updated)}
          </Text>
        </Group>
        <Title order={2}>{d.title}</Title>
        <Text c="dimmed" lineClamp={3}>
          {d.description}
        </Text>
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
      <Title order={2} size="h3">
        {data.heading.heading}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {data.recipes.map(({ rank, cover_image, recipe_details: r }) => (
          <Card key={rank} component={Link} to={paths.recipe(r.id)} withBorder padding={0} radius="md">
            <AspectRatio ratio={4 / 3}>
              <Image src={cover_image ?? r.title_image} alt="" loading="lazy" />
            </AspectRatio>
            <Box p="xs">
              <Text size="sm" fw={600} lineClamp={2}>
                {r.title}
              </Text>
            </Box>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function FeaturedSections() {
  return (
    <Grid gap="xl" component="section" aria-label={msg.featuredHeading}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <TopLeft />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TopRight />
      </Grid.Col>
    </Grid>
  );
}
