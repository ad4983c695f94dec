import { z } from 'zod';
import { emailPattern, pageOf, urlPattern } from './common';
import { labelColors } from './constants';
import { homeContentTypes } from './home';
import { msg } from './messages';

/**
 * The admin home-page editor, the content picker, the carousel and the subscribe block
 * (spec 002 §2.5-§2.7, §3, §5, §7). Payload names are the spec's. Multipart forms are read
 * as text fields, so ids and ranks arrive as strings and are coerced here.
 */

export const homeEditorLimits = {
  topRightSlots: 8,
  gallerySlots: 5,
  features: 4,
  categories: 4,
  carouselUpdateSlots: 5,
  carouselSlots: 8,
  maxTags: 20,
  textMax: 5000,
} as const;

/** The spec's sort selector: Date Added, Most Liked, Most Commented. */
export const categorySortValues = ['created_date', 'likes_count', 'comment_count'] as const;
export type CategorySortValue = (typeof categorySortValues)[number];
export const categorySortLabels: Record<CategorySortValue, string> = {
  created_date: 'Date Added',
  likes_count: 'Most Liked',
  comment_count: 'Most Commented',
};

const id = z.coerce.number().int().positive();
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
const text = (max: number = homeEditorLimits.textMax) => z.string().trim().max(max);

/** Accepts both spellings of the recipe kind (youtube-recipe and youtube_recipe). */
const contentType = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace('-', '_') : v),
  z.enum(homeContentTypes, { error: msg.homeEditorContentTypeRequired }),
);

const labelColor = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(labelColors).optional(),
);
/** An optional label over a picked item: text and colour come together (spec 002 §2.6). */
const labelFields = {
  title: z.string().trim().max(40).optional(),
  title_label_color: labelColor,
};
function checkLabel(v: { title?: string; title_label_color?: string }, issue: z.RefinementCtx) {
  if (v.title_label_color && !v.title) {
    issue.addIssue({ code: 'custom', path: ['title'], message: msg.carouselLabelTextRequired });
  }
  if (v.title && !v.title_label_color) {
    issue.addIssue({ code: 'custom', path: ['title_label_color'], message: msg.carouselLabelColorRequired });
  }
}

/**
 * PUT top-left (multipart): content_type plus the id under that type's key; cover_image is a file
 * or ''; an optional label (title and title_label_color).
 */
export const TopLeftFormSchema = z
  .object({
    content_type: contentType,
    video: optionalId,
    show: optionalId,
    episode: optionalId,
    youtube_recipe: optionalId,
    ...labelFields,
  })
  .superRefine(checkLabel);
export type TopLeftForm = z.infer<typeof TopLeftFormSchema>;

export const TopRightHeadingSchema = z.object({ heading: text(200) });
export const TopRightRankParamsSchema = z.object({
  rank: z.coerce.number().int().min(1).max(homeEditorLimits.topRightSlots),
});
/** POST top-right (multipart): a new slot at `rank`, with an optional label. */
export const TopRightCreateFormSchema = z
  .object({
    rank: z.coerce.number().int().min(1).max(homeEditorLimits.topRightSlots),
    youtube_recipe: id,
    ...labelFields,
  })
  .superRefine(checkLabel);
/** PUT top-right/{rank}/ (multipart): the slot's recipe, with an optional label. */
export const TopRightReplaceFormSchema = z
  .object({ youtube_recipe: id, ...labelFields })
  .superRefine(checkLabel);

/** POST expert: the text, or the finished upload (both may come together). */
export const ExpertFormSchema = z.object({
  content: text().optional(),
  video_file_name: text(300).optional(),
  video_asset_id: z.string().trim().max(64).optional(),
  video_playback_id: z.string().trim().max(64).optional(),
});
export type ExpertForm = z.infer<typeof ExpertFormSchema>;
export const AdminExpertSchema = z.object({
  content: z.string(),
  video_file_name: z.string().nullable(),
  video_asset_id: z.string().nullable(),
  video_playback_id: z.string().nullable(),
});
export type AdminExpert = z.infer<typeof AdminExpertSchema>;

export const SectionDescriptionSchema = z.object({ description: text() });
export const FeatureRankParamsSchema = z.object({
  rank: z.coerce.number().int().min(1).max(homeEditorLimits.features),
});
export const FeatureFormSchema = z.object({
  title: text(120).default(''),
  description: text(1000).default(''),
});
/** The editor's feature box: a title or a description, at least one of them. */
export const FeatureEditorSchema = FeatureFormSchema.refine((v) => Boolean(v.title || v.description), {
  path: ['form'],
  error: msg.featureFillAllFields,
});
export const FeatureCreateSchema = FeatureFormSchema.extend({
  rank: z.coerce.number().int().min(1).max(homeEditorLimits.features),
});

/** Each link is saved on its own (the page sends them separately); a sent link must be a URL. */
export const socialLinkFields = {
  facebook_link: msg.invalidFacebookUrl,
  instagram_link: msg.invalidInstagramUrl,
  twitter_link: msg.invalidTwitterUrl,
  youtube_link: msg.invalidYoutubeUrl,
} as const;
export const storeLinkFields = {
  google_store_link: msg.invalidPlaystoreUrl,
  apple_store_link: msg.invalidAppstoreUrl,
} as const;
const link = (message: string) =>
  z.string({ error: message }).trim().max(500, message).regex(urlPattern, message).optional();

export const SocialFormSchema = z.object({
  description: text().nullish(),
  facebook_link: link(msg.invalidFacebookUrl),
  instagram_link: link(msg.invalidInstagramUrl),
  twitter_link: link(msg.invalidTwitterUrl),
  youtube_link: link(msg.invalidYoutubeUrl),
});
export type SocialForm = z.infer<typeof SocialFormSchema>;

export const GalleryHeadingSchema = z.object({ text: text(300) });
export const GalleryRankParamsSchema = z.object({
  rank: z.coerce.number().int().min(1).max(homeEditorLimits.gallerySlots),
});
export const GalleryImageFormSchema = z.object({
  rank: z.coerce.number().int().min(1).max(homeEditorLimits.gallerySlots),
});

/** App section (multipart or JSON): every field optional, links checked when sent. */
export const AppFormSchema = z.object({
  content: text().nullish(),
  google_store_link: link(msg.invalidPlaystoreUrl),
  apple_store_link: link(msg.invalidAppstoreUrl),
});
export type AppForm = z.infer<typeof AppFormSchema>;

export const AdminCategorySchema = z.object({
  rank: z.number().int().min(1).max(4),
  name: z.string(),
  tags_names: z.array(z.string()),
  sort_by: z.enum(categorySortValues),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoriesSchema = z.object({ data: z.array(AdminCategorySchema) });

/** Tags: trimmed, empty ones dropped, duplicates (case-insensitive) kept once. */
export function cleanTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tags.map((s) => s.trim()).filter(Boolean)) {
    if (!out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
  }
  return out;
}

export const CategoryFormSchema = z.object({
  name: z
    .string({ error: msg.categoryNameRequired })
    .trim()
    .min(1, msg.categoryNameRequired)
    .max(60, msg.categoryNameRequired),
  tags: z
    .array(z.string().max(60))
    .default([])
    .transform(cleanTags)
    .refine((t) => t.length <= homeEditorLimits.maxTags, msg.homeEditorTagsTooMany),
  sort_by: z.enum(categorySortValues).default('created_date'),
});
export type CategoryForm = z.input<typeof CategoryFormSchema>;

export const SectionTitleSchema = z.object({ title: text(200) });

/** Subscribe block (spec 002 §2.5), built working: title, description, two photos. */
export const SubscribeSectionSchema = z.object({
  title: z.string(),
  description: z.string(),
  image_1: z.string().nullable(),
  image_2: z.string().nullable(),
});
export type SubscribeSection = z.infer<typeof SubscribeSectionSchema>;
export const SubscribeFormSchema = z.object({
  title: text(200).optional(),
  description: text(1000).optional(),
});
export const SubscribeSchema = z.object({
  email: z
    .string({ error: msg.emailNotValid })
    .trim()
    .max(254, msg.emailNotValid)
    .regex(emailPattern, msg.emailNotValid),
});
export type Subscribe = z.infer<typeof SubscribeSchema>;
export const SubscriberStatsSchema = z.object({ count: z.number().int() });

/** Published content for the picker (spec 002 §3): show, video, youtube-recipe. */
export const publishedContentTypes = ['show', 'video', 'youtube-recipe'] as const;
export type PublishedContentType = (typeof publishedContentTypes)[number];
export const PublishedContentSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(publishedContentTypes),
  title: z.string(),
  title_image: z.string().nullable(),
  episodes_count: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type PublishedContent = z.infer<typeof PublishedContentSchema>;
export const PublishedContentPageSchema = pageOf(PublishedContentSchema);
export type PublishedContentPage = z.infer<typeof PublishedContentPageSchema>;
export const PublishedContentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(100).default(''),
  content_type: z.enum(publishedContentTypes).optional(),
});
export const PublishedContentSearchSchema = z.object({ search: z.string().trim().max(100).default('') });

/** Carousel (spec 002 §2.7): row types and their slot counts. */
export const carouselPageTypes = ['show', 'video', 'youtube-recipe', 'update'] as const;
export type CarouselPageType = (typeof carouselPageTypes)[number];
export const carouselSlotsFor = (rowType: string) =>
  rowType === 'update' ? homeEditorLimits.carouselUpdateSlots : homeEditorLimits.carouselSlots;

/** POST / PUT dashboard item (multipart): the label pairing rule is checked here. */
export const CarouselFormSchema = z
  .object({
    row_type: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace('-', '_') : v),
      z.enum(['youtube_recipe', 'video', 'show', 'update']),
    ),
    priority: z.coerce.number().int().min(1).max(homeEditorLimits.carouselSlots),
    video: optionalId,
    show: optionalId,
    episode: optionalId,
    youtube_recipe: optionalId,
    ...labelFields,
  })
  .superRefine((v, issue) => {
    if (v.priority > carouselSlotsFor(v.row_type)) {
      issue.addIssue({
        code: 'custom',
        path: ['priority'],
        message: msg.carouselPriorityRange.replace('{max}', String(carouselSlotsFor(v.row_type))),
      });
    }
    checkLabel(v, issue);
  });
export type CarouselForm = z.infer<typeof CarouselFormSchema>;
export const CarouselItemParamsSchema = z.object({ id: z.coerce.number().int().positive() });
