import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { type CarouselItem, type CarouselPageType, carouselSlotsFor, msg } from '@simmer/contracts';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ContentTabs } from '../../admin/components/content-tabs';
import { editorQueries, useHomeWrite, writes } from '../api/home-editor-api';
import { notify } from '../components/section-card';

const rows: Array<{ type: CarouselPageType; rowType: CarouselItem['row_type']; title: string }> = [
  { type: 'show', rowType: 'show', title: msg.rowTitleShow },
  { type: 'video', rowType: 'video', title: msg.rowTitleVideo },
  { type: 'youtube-recipe', rowType: 'youtube_recipe', title: msg.rowTitleYoutubeRecipe },
  { type: 'update', rowType: 'update', title: msg.rowTitleUpdate },
];
const labelColour = { violet: 'violet', yellow: 'yellow', black: 'dark' } as const;

const titleOf = (i: CarouselItem) =>
  (i.video_details ?? i.show_details ?? i.episode_details ?? i.youtube_recipe_details)?.title ?? '';

/** Carousel overview (/carousel-management): the four row types with their priority slots. */
export default function CarouselManagementPage() {
  const { data, isPending } = useQuery(editorQueries.carousel());
  const navigate = useNavigate();
  const remove = useHomeWrite(writes.carouselRemove);
  const confirmRemove = (item: CarouselItem) =>
    modals.openConfirmModal({
      title: 'Remove this carousel item?',
      children: <Text size="sm">{titleOf(item)} leaves the member home page.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void notify(remove.mutateAsync(item.id)),
    });

  return (
    <Container size="xl" py="lg">
      <ContentTabs />
      <Title order={1} size="h2" mb="md">
        Carousel
      </Title>
      {isPending ? (
        <Skeleton h={400} />
      ) : (
        <Stack gap="xl">
          {rows.map((row) => {
            const items = (data?.data ?? []).filter((i) => i.row_type === row.rowType);
            const slots = Array.from({ length: carouselSlotsFor(row.rowType) }, (_, i) => i + 1);
            return (
              <section key={row.type} aria-label={row.title} data-testid={`carousel-row-${row.type}`}>
                <Title order={2} size="h4" mb="sm">
                  {row.title}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm">
                  {slots.map((priority) => {
                    const item = items.find((i) => i.priority === priority);
                    const open = () =>
                      navigate(`/carousel-listing-management/${row.type}`, {
                        state: { priority, dashboardItemType: row.rowType },
                      });
                    return (
                      <Card
                        key={priority}
                        withBorder
                        padding="xs"
                        radius="sm"
                        data-testid={`carousel-slot-${row.type}-${priority}`}
                      >
                        <Card.Section pos="relative">
                          {item ? (
                            <Image src={item.cover_image} alt="" h={80} />
                          ) : (
                            <Center h={80} bg="gray.0" c="gray.5" aria-hidden>
                              <IconPhotoPlus size={28} stroke={1.5} />
                            </Center>
                          )}
                          {item?.title && item.title_label_color && (
                            <Badge
                              pos="absolute"
                              top={4}
                              left={4}
                              size="xs"
                              color={labelColour[item.title_label_color]}
                            >
                              {item.title}
                            </Badge>
                          )}
                        </Card.Section>
                        <Group justify="space-between" mt={4} wrap="nowrap" gap={4}>
                          <Text size="xs" c="dimmed">
                            Priority {priority}
                          </Text>
                          {item && (
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color="red"
                              aria-label={`Remove priority ${priority}`}
                              onClick={() => confirmRemove(item)}
                            >
                              <IconTrash size={14} />
                            </ActionIcon>
                          )}
                        </Group>
                        <Text
                          size="sm"
                          fw={item ? 600 : 400}
                          c={item ? undefined : 'dimmed'}
                          lineClamp={2}
                          mih={44}
                          title={item ? titleOf(item) : undefined}
                        >
                          {item ? titleOf(item) : 'Empty'}
                        </Text>
                        <Button
                          size="xs"
                          variant="light"
                          mt={4}
                          onClick={open}
                          aria-label={`${item ? 'Replace' : 'Add'} ${row.title} priority ${priority}`}
                        >
                          {item ? 'Replace' : 'Add'}
                        </Button>
                      </Card>
                    );
                  })}
                </SimpleGrid>
              </section>
            );
          })}
        </Stack>
      )}
    </Container>
  );
}
