import { Skeleton, Stack } from '@mantine/core';
import { type CarouselItem, type CarouselRowType, carouselRowTypes, msg } from '@simmer/contracts';
import { ItemCarousel } from '../../../components/item-carousel';
import { useCarousel } from '../api/home-api';
import { ContentCard, labelOf } from './content-card';

const rowTitles: Record<CarouselRowType, string> = {
  youtube_recipe: msg.rowTitleYoutubeRecipe,
  video: msg.rowTitleVideo,
  show: msg.rowTitleShow,
  update: msg.rowTitleUpdate,
};

/** Rows grouped by row_type, each sorted by priority ascending (spec 000 §2). */
export function groupRows(items: CarouselItem[]): Array<{ type: CarouselRowType; items: CarouselItem[] }> {
  return carouselRowTypes
    .map((type) => ({
      type,
      items: items.filter((i) => i.row_type === type).sort((a, b) => a.priority - b.priority || a.id - b.id),
    }))
    .filter((row) => row.items.length > 0);
}

function card(item: CarouselItem) {
  const d = item.video_details ?? item.show_details ?? item.episode_details ?? item.youtube_recipe_details;
  if (!d) return null;
  return (
    <ContentCard
      item={{
        id: d.id,
        content_type: item.content_type,
        title: d.title,
        image: item.cover_image || d.title_image,
        is_premium: d.is_premium,
        subtitle: d.show_title ?? null,
        label: labelOf(item),
      }}
    />
  );
}

export function CarouselRows() {
  const { data, isPending } = useCarousel();
  if (isPending) return <Skeleton h={260} radius="md" />;
  return (
    <Stack gap={40} data-testid="carousel-rows">
      {groupRows(data?.data ?? []).map((row) => (
        <ItemCarousel
          key={row.type}
          label={rowTitles[row.type]}
          title={rowTitles[row.type]}
          items={row.items}
          getKey={(i) => i.id}
          renderItem={card}
          breakpoints="viewer"
        />
      ))}
    </Stack>
  );
}
