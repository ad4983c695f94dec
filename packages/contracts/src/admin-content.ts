import { z } from 'zod';
import { ConnectedRecipeSchema } from './catalog';
import { urlPattern } from './common';
import { msg } from './messages';

/**
 * Admin content upload and management (spec 002 §2.10, §3, §4, §5, §7): shows, episodes,
 * videos and YouTube recipes as the admin sees them, published or not.
 */

/** Types of the content listing; episodes live inside their show. */
export const listedContentTypes = ['show', 'video', 'youtube-recipe'] as const;
export type ListedContentType = (typeof listedContentTypes)[number];

/** Types a delete names; `youtube_recipe` and `recipe` are read as `youtube-recipe`. */
export const deletableContentTypes = ['show', 'video', 'youtube-recipe', 'episode'] as const;
export type DeletableContentType = (typeof deletableContentTypes)[number];
export const DeletableContentTypeSchema = z.preprocess(
  (v) => (v === 'youtube_recipe' || v === 'recipe' ? 'youtube-recipe' : v),
  z.enum(deletableContentTypes, { error: msg.contentTypeInvalid }),
);

export const contentLimits = {
  title: 200,
  description: 5000,
  episodeNameMin: 3,
  tags: 30,
  tagLength: 50,
  youtubeLink: 500,
} as const;

/** "Title is required!" when empty; the spec's own words. */
const title = z
  .string({ error: msg.contentTitleRequired })
  .trim()
  .min(1, { error: msg.contentTitleRequired, abort: true })
  .max(contentLimits.title);
const description = z
  .string({ error: msg.contentDescriptionRequired })
  .trim()
  .min(1, { error: msg.contentDescriptionRequired, abort: true })
  .max(contentLimits.description);
/** Multipart sends booleans as text. */
export const formBoolean = z.preprocess(
  (v) =>
    v === 'true' || v === true || v === '1' || v === 'on'
      ? true
      : v === 'false' || v === false || v === '0'
        ? false
        : v,
  z.boolean(),
);

export const ShowFieldsSchema = z.object({ title, description });
export const VideoFieldsSchema = z.object({
  title,
  description,
  is_premium: formBoolean.optional(),
  video_asset_id: z.string().trim().max(64).optional(),
  video_playback_id: z.string().trim().max(64).optional(),
  video: z.string().trim().max(300).optional(),
});
export const EpisodeFieldsSchema = z.object({
  title: title.refine((t) => t.length >= contentLimits.episodeNameMin, {
    error: msg.contentEpisodeNameShort,
  }),
  show: z.coerce
    .number({ error: msg.contentShowRequired })
    .int()
    .positive({ error: msg.contentShowRequired })
    .optional(),
  is_premium: formBoolean.optional(),
  video_asset_id: z.string().trim().max(64).optional(),
  video_playback_id: z.string().trim().max(64).optional(),
  video_file_name: z.string().trim().max(300).optional(),
});
export const isValidUrl = (value: string) => urlPattern.test(value.trim());
export const YoutubeRecipeFieldsSchema = z.object({
  title,
  description: z.string().trim().max(contentLimits.description).optional(),
  youtube_link: z
    .string({ error: msg.contentInvalidUrl })
    .trim()
    .max(contentLimits.youtubeLink)
    .refine(isValidUrl, { error: msg.contentInvalidUrl }),
});

/** JSON body of a publish toggle (and the video's premium switch). */
export const PublishBodySchema = z.object({
  is_publish: formBoolean.optional(),
  is_premium: formBoolean.optional(),
});
export type PublishBody = z.infer<typeof PublishBodySchema>;

const stamps = { created: z.string(), updated: z.string() };

export const AdminEpisodeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_image: z.string().nullable(),
  is_premium: z.boolean(),
  is_publish: z.boolean(),
  show: z.number().int(),
  show_name: z.string(),
  video_file_name: z.string().nullable(),
  video_asset_id: z.string().nullable(),
  video_playback_id: z.string().nullable(),
  /** The spec's `video`: the uploaded file's name. */
  video: z.string().nullable(),
  tags_names: z.array(z.string()),
  connected_recipe: z.array(ConnectedRecipeSchema),
  ...stamps,
});
export type AdminEpisode = z.infer<typeof AdminEpisodeSchema>;

export const AdminShowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  title_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  tags_names: z.array(z.string()),
  is_publish: z.boolean(),
  episodes: z.array(AdminEpisodeSchema),
  ...stamps,
});
export type AdminShow = z.infer<typeof AdminShowSchema>;

export const AdminVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  title_image: z.string().nullable(),
  video: z.string().nullable(),
  is_premium: z.boolean(),
  is_publish: z.boolean(),
  tags_names: z.array(z.string()),
  connected_recipe: z.array(ConnectedRecipeSchema),
  video_asset_id: z.string().nullable(),
  video_playback_id: z.string().nullable(),
  /** A livestream's replay: the comments viewers wrote during the stream; null for other videos. */
  live_comment_count: z.number().int().nullable(),
  ...stamps,
});
export type AdminVideo = z.infer<typeof AdminVideoSchema>;

export const AdminYoutubeRecipeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  title_image: z.string().nullable(),
  youtube_link: z.string().nullable(),
  is_publish: z.boolean(),
  tags_names: z.array(z.string()),
  connected_recipe: z.array(ConnectedRecipeSchema),
  ...stamps,
});
export type AdminYoutubeRecipe = z.infer<typeof AdminYoutubeRecipeSchema>;

export const actionOf = <T extends z.ZodTypeAny>(data: T) => z.object({ msg: z.string(), data });

/** A row of the content listing (the spec's "Published content", unpublished ones included). */
export const ContentListItemSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(listedContentTypes),
  title: z.string(),
  title_image: z.string().nullable(),
  is_publish: z.boolean(),
  is_premium: z.boolean(),
  episodes_count: z.number().int().nullable(),
  ...stamps,
});
export type ContentListItem = z.infer<typeof ContentListItemSchema>;

export const ContentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(200).optional(),
});
export const ContentSearchBodySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).optional(),
});

/** Add tags: the tag list plus exactly one of show, video, youtube_recipe, episode. */
export const AddTagsSchema = z
  .object({
    tags: z
      .array(z.string().max(contentLimits.tagLength, { error: msg.contentTooManyTags }))
      .max(contentLimits.tags, { error: msg.contentTooManyTags }),
    show: z.coerce.number().int().positive().optional(),
    video: z.coerce.number().int().positive().optional(),
    youtube_recipe: z.coerce.number().int().positive().optional(),
    episode: z.coerce.number().int().positive().optional(),
  })
  .refine((b) => [b.show, b.video, b.youtube_recipe, b.episode].filter((v) => v !== undefined).length === 1, {
    error: msg.contentTagTargetRequired,
  });
export type AddTags = z.infer<typeof AddTagsSchema>;
export const TagsActionSchema = actionOf(z.object({ tags_names: z.array(z.string()) }));

/** Tags as the form keeps them: trimmed, non-empty, first spelling of a name kept (spec 002 §5). */
export function uniqueTags(names: string[]): string[] {
  const out: string[] = [];
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out;
}

export const TagSearchBodySchema = z.object({ search: z.string().trim().max(50).default('') });
export const TagSearchResultSchema = z.object({ data: z.array(z.string()) });

/** Admin tables show dates as DD-MM-YYYY (spec 002 §9). */
export const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
