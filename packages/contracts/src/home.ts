import { z } from 'zod';
import { pageOf } from './common';
import { labelColors } from './constants';
import { carouselRowTypes, homeContentTypes } from './content-types';

export {
  type CarouselRowType,
  carouselRowTypes,
  type HomeContentType,
  homeContentTypes,
  normalizeContentType,
} from './content-types';

/**
 * Public home page (spec 000 §2, §3, §7), member home carousel rows and announcements.
 * Payload names are the spec's; every section answers even when nothing is configured yet
 * (empty strings, null and empty lists), so a page can render its empty state.
 */

export const HomeContentTypeSchema = z.enum(homeContentTypes);

export const LabelColorSchema = z.enum(labelColors);

/** Ways an admin can order a recipe category (the spec's "sort selector"). */
export const categorySortOptions = ['newest', 'oldest', 'popular', 'title'] as const;
export type CategorySort = (typeof categorySortOptions)[number];

export const ContentDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
  is_premium: z.boolean(),
  /** Episodes name their show so a card can say where they belong. */
  show: z.number().int().nullable().optional(),
  show_title: z.string().nullable().optional(),
  duration_seconds: z.number().int().nullable().optional(),
  youtube_link: z.string().nullable().optional(),
});
export type ContentDetails = z.infer<typeof ContentDetailsSchema>;

/** One content item as the home page shows it: one of the four details is filled. */
export const HomeContentItemSchema = z.object({
  content_type: HomeContentTypeSchema,
  video_details: ContentDetailsSchema.nullable(),
  show_details: ContentDetailsSchema.nullable(),
  episode_details: ContentDetailsSchema.nullable(),
  youtube_recipe_details: ContentDetailsSchema.nullable(),
  updated: z.string(),
  /** The admin's cover for this slot, when one was chosen (spec 002 §3 Home top-left item). */
  cover_image: z.string().nullable().optional(),
  /** The admin's label over the item, with its colour, when one was chosen (spec 002 §2.6). */
  title: z.string().nullable().optional(),
  title_label_color: LabelColorSchema.nullable().optional(),
});
export type HomeContentItem = z.infer<typeof HomeContentItemSchema>;

export const FeaturedTopLeftSchema = z.object({ data: HomeContentItemSchema.nullable() });
export type FeaturedTopLeft = z.infer<typeof FeaturedTopLeftSchema>;

export const RecipeDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
});
export type RecipeDetails = z.infer<typeof RecipeDetailsSchema>;

export const FeaturedTopRightSchema = z.object({
  heading: z.object({ heading: z.string() }),
  recipes: z.array(
    z.object({
      rank: z.number().int(),
      cover_image: z.string().nullable().optional(),
      title: z.string().nullable().optional(),
      title_label_color: LabelColorSchema.nullable().optional(),
      recipe_details: RecipeDetailsSchema,
    }),
  ),
});
export type FeaturedTopRight = z.infer<typeof FeaturedTopRightSchema>;

export const CategoryTitleSchema = z.object({ rank: z.number().int().min(1).max(4), name: z.string() });
export type CategoryTitle = z.infer<typeof CategoryTitleSchema>;
export const CategoryTitlesSchema = z.object({ data: z.array(CategoryTitleSchema) });
export type CategoryTitles = z.infer<typeof CategoryTitlesSchema>;

export const CategorySectionTitleSchema = z.object({ title: z.string() });
export type CategorySectionTitle = z.infer<typeof CategorySectionTitleSchema>;

export const CategoryRankParamsSchema = z.object({ rank: z.coerce.number().int().min(1).max(4) });

export const HomeRecipeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
  youtube_link: z.string().nullable(),
  updated: z.string(),
});
export type HomeRecipe = z.infer<typeof HomeRecipeSchema>;

export const CategoryRecipesSchema = pageOf(HomeRecipeSchema).extend({
  rank: z.number().int(),
  name: z.string(),
});
export type CategoryRecipes = z.infer<typeof CategoryRecipesSchema>;

export const AppSectionSchema = z.object({
  image: z.string().nullable(),
  content: z.string(),
  apple_store_link: z.string(),
  google_store_link: z.string(),
});
export type AppSection = z.infer<typeof AppSectionSchema>;

export const FeaturesSectionSchema = z.object({
  description: z.string(),
  features: z.array(
    z.object({
      id: z.number().int(),
      rank: z.number().int().min(1).max(4),
      title: z.string(),
      description: z.string(),
    }),
  ),
});
export type FeaturesSection = z.infer<typeof FeaturesSectionSchema>;

export const ExpertSectionSchema = z.object({
  content: z.string(),
  video_playback_id: z.string().nullable(),
});
export type ExpertSection = z.infer<typeof ExpertSectionSchema>;

export const SocialSectionSchema = z.object({
  description: z.string(),
  facebook_link: z.string(),
  instagram_link: z.string(),
  twitter_link: z.string(),
  youtube_link: z.string(),
});
export type SocialSection = z.infer<typeof SocialSectionSchema>;

export const GallerySectionSchema = z.object({
  text: z.string(),
  images: z.array(z.object({ rank: z.number().int().min(1).max(5), image: z.string() })),
});
export type GallerySection = z.infer<typeof GallerySectionSchema>;

export const FreeYoutubeRecipesSchema = pageOf(HomeRecipeSchema);
export type FreeYoutubeRecipes = z.infer<typeof FreeYoutubeRecipesSchema>;

export const CarouselItemSchema = z.object({
  id: z.number().int(),
  row_type: z.enum(carouselRowTypes),
  content_type: HomeContentTypeSchema,
  priority: z.number().int(),
  cover_image: z.string(),
  title: z.string().nullable(),
  title_label_color: LabelColorSchema.nullable(),
  video: z.number().int().nullable(),
  show: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  youtube_recipe: z.number().int().nullable(),
  video_details: ContentDetailsSchema.nullable(),
  show_details: ContentDetailsSchema.nullable(),
  episode_details: ContentDetailsSchema.nullable(),
  youtube_recipe_details: ContentDetailsSchema.nullable(),
});
export type CarouselItem = z.infer<typeof CarouselItemSchema>;
export const CarouselContentSchema = z.object({ data: z.array(CarouselItemSchema) });
export type CarouselContent = z.infer<typeof CarouselContentSchema>;

export const AnnouncementSchema = z.object({
  id: z.number().int(),
  /** Sanitized HTML. */
  content: z.string(),
  /** YYYY-MM-DD */
  start_date: z.string(),
  end_date: z.string(),
  published_item_type: HomeContentTypeSchema.nullable(),
  published_item_id: z.number().int().nullable(),
  announcement_item_details: z.object({ title: z.string(), title_image: z.string().nullable() }).nullable(),
  /** Plain-text title and body for notifications and small screens. */
  title: z.string(),
  body: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The member's own calendar day, so Today and Yesterday follow the member's clock. */
export const UserAnnouncementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  today: z.string().regex(isoDatePattern).optional(),
});
export const UserAnnouncementsSchema = pageOf(AnnouncementSchema);
export type UserAnnouncements = z.infer<typeof UserAnnouncementsSchema>;
