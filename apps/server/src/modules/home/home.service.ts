import type {
  AppSection,
  CarouselContent,
  CarouselItem,
  CategorySectionTitle,
  CategoryTitles,
  ExpertSection,
  FeaturedTopLeft,
  FeaturedTopRight,
  FeaturesSection,
  GallerySection,
  HomeRecipe,
  SocialSection,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { PageRequest } from '../../http/pagination';
import { publishedRecipesPage } from '../catalog/catalog.read';
import { detailFields, detailsOf, loadDetails, refOf, toHomeContentItem } from './content-details';
import * as editor from './editor.read';

export async function featuredTopLeft(ctx: AppContext): Promise<FeaturedTopLeft> {
  const row = await editor.homePageSettings(ctx.db);
  if (!row) return { data: null };
  const ref = refOf(row.topLeftContentType, {
    video: row.topLeftVideoId,
    show: row.topLeftShowId,
    episode: row.topLeftEpisodeId,
    youtube_recipe: row.topLeftYoutubeRecipeId,
  });
  if (!ref) return { data: null };
  const details = detailsOf(await loadDetails(ctx.db, [ref]), ref);
  if (!details) return { data: null };
  const item = toHomeContentItem(ref, details, row.topLeftUpdatedAt ?? row.updatedAt);
  return {
    data: {
      ...item,
      ...(row.topLeftCoverImage ? { cover_image: row.topLeftCoverImage } : {}),
      ...(row.topLeftLabel && row.topLeftLabelColor
        ? { title: row.topLeftLabel, title_label_color: row.topLeftLabelColor }
        : {}),
    },
  };
}

export async function featuredTopRight(ctx: AppContext): Promise<FeaturedTopRight> {
  const [row, slots] = await Promise.all([editor.homePageSettings(ctx.db), editor.topRightSlots(ctx.db)]);
  const refs = slots.map((s) => ({ type: 'youtube_recipe' as const, id: s.youtubeRecipeId }));
  const details = await loadDetails(ctx.db, refs);
  const recipes = slots.flatMap((s, i) => {
    const d = detailsOf(details, refs[i] ?? null);
    return d
      ? [
          {
            rank: s.rank,
            ...(s.coverImage ? { cover_image: s.coverImage } : {}),
            ...(s.label && s.labelColor ? { title: s.label, title_label_color: s.labelColor } : {}),
            recipe_details: {
              id: d.id,
              title: d.title,
              title_image: d.title_image,
              description: d.description,
            },
          },
        ]
      : [];
  });
  return { heading: { heading: row?.topRightHeading ?? '' }, recipes };
}

export async function categoryTitles(ctx: AppContext): Promise<CategoryTitles> {
  const rows = await editor.categoryNames(ctx.db);
  return { data: rows.map((r) => ({ rank: r.rank, name: r.name })) };
}

export async function categorySectionTitle(ctx: AppContext): Promise<CategorySectionTitle> {
  return { title: (await editor.homePageSettings(ctx.db))?.categorySectionTitle ?? '' };
}

type RecipeCard = Awaited<ReturnType<typeof publishedRecipesPage>>['rows'][number];

export function toHomeRecipe(r: RecipeCard): HomeRecipe {
  return {
    id: r.id,
    title: r.title,
    title_image: r.titleImage,
    description: r.description,
    youtube_link: r.youtubeLink,
    updated: r.updatedAt.toISOString(),
  };
}

/**
 * The published recipes of one category tab: those carrying any of the category's tags
 * (every published recipe when it has none), in the category's order. A rank with no
 * category answers an empty page under an empty name, so the tab can show its empty state.
 */
export async function categoryRecipes(ctx: AppContext, rank: number, p: PageRequest) {
  const category = await editor.categoryAt(ctx.db, rank);
  if (!category) return { rank, name: '', count: 0, results: [] as HomeRecipe[] };
  const { count, rows } = await publishedRecipesPage(ctx.db, p, {
    anyOfTagIds: category.tagIds,
    order: category.sortBy,
  });
  return { rank, name: category.name, count, results: rows.map(toHomeRecipe) };
}

/**
 * For /recipe-list/{categoryName}: the rank of the home category with that name (case
 * insensitive), so "View all" on a tab lists the same recipes as the tab; null when no
 * category has that name (the list then falls back to the tag of that name).
 */
export async function categoryRankByName(ctx: AppContext, name: string): Promise<number | null> {
  return editor.categoryRankNamed(ctx.db, name);
}

export async function appSection(ctx: AppContext): Promise<AppSection> {
  const row = await editor.homePageSettings(ctx.db);
  return {
    image: row?.appImage ?? null,
    content: row?.appContent ?? '',
    apple_store_link: row?.appleStoreLink ?? '',
    google_store_link: row?.googleStoreLink ?? '',
  };
}

export async function featuresSection(ctx: AppContext): Promise<FeaturesSection> {
  const [row, features] = await Promise.all([editor.homePageSettings(ctx.db), editor.features(ctx.db)]);
  return {
    description: row?.featuresDescription ?? '',
    features: features.map((f) => ({ id: f.id, rank: f.rank, title: f.title, description: f.description })),
  };
}

export async function expertSection(ctx: AppContext): Promise<ExpertSection> {
  const row = await editor.homePageSettings(ctx.db);
  return { content: row?.expertContent ?? '', video_playback_id: row?.expertVideoPlaybackId ?? null };
}

export async function socialSection(ctx: AppContext): Promise<SocialSection> {
  const row = await editor.homePageSettings(ctx.db);
  return {
    description: row?.socialDescription ?? '',
    facebook_link: row?.facebookLink ?? '',
    instagram_link: row?.instagramLink ?? '',
    twitter_link: row?.twitterLink ?? '',
    youtube_link: row?.youtubeLink ?? '',
  };
}

export async function gallerySection(ctx: AppContext): Promise<GallerySection> {
  const [row, images] = await Promise.all([editor.homePageSettings(ctx.db), editor.galleryImages(ctx.db)]);
  return { text: row?.galleryText ?? '', images: images.map((i) => ({ rank: i.rank, image: i.image })) };
}

/** Free tutorials: every published YouTube-linked recipe, newest first. */
export async function freeYoutubeRecipes(ctx: AppContext, p: PageRequest) {
  const { count, rows } = await publishedRecipesPage(ctx.db, p, { anyOfTagIds: [], order: 'newest' });
  return { count, results: rows.map(toHomeRecipe) };
}

/**
 * Member home rows, ordered by row type then priority. Items pointing at unpublished
 * content are left out; the page groups them by row_type.
 */
export async function carouselContent(ctx: AppContext): Promise<CarouselContent> {
  const rows = await editor.carouselRows(ctx.db);
  const refs = rows.map((r) =>
    refOf(r.contentType, {
      video: r.videoId,
      show: r.showId,
      episode: r.episodeId,
      youtube_recipe: r.youtubeRecipeId,
    }),
  );
  const details = await loadDetails(
    ctx.db,
    refs.filter((r) => r !== null),
  );
  const data: CarouselItem[] = rows.flatMap((r, i) => {
    const ref = refs[i] ?? null;
    const d = detailsOf(details, ref);
    if (!ref || !d) return [];
    return [
      {
        id: r.id,
        row_type: r.rowType,
        content_type: ref.type,
        priority: r.priority,
        cover_image: r.coverImage,
        title: r.title,
        title_label_color: r.titleLabelColor,
        video: r.videoId,
        show: r.showId,
        episode: r.episodeId,
        youtube_recipe: r.youtubeRecipeId,
        ...detailFields(ref.type, d),
      },
    ];
  });
  return { data };
}

/**
 * Carousel rows whose title, label or description holds every typed word (case and accents
 * ignored). Text under two characters matches everything (spec 000 §4 search mode). The rows
 * are the handful an admin placed on the member home, so they are filtered in memory.
 */
export function searchCarousel(content: CarouselContent, search: string): CarouselContent {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const text = fold(search.trim());
  if (text.length < 2) return content;
  const words = text.split(/\s+/);
  const data = content.data.filter((item) => {
    const d = item.video_details ?? item.show_details ?? item.episode_details ?? item.youtube_recipe_details;
    const haystack = fold([d?.title, d?.description, item.title].filter(Boolean).join(' '));
    return words.every((w) => haystack.includes(w));
  });
  return { data };
}
