import { z } from 'zod';
import { UserDetailsSchema } from './community';
import { msg } from './messages';

/** Content types as the web pages and search results name them (spec 000 §2, 001 §3). */
export const catalogContentTypes = ['video', 'show', 'episode', 'youtube-recipe'] as const;
export type CatalogContentType = (typeof catalogContentTypes)[number];

/**
 * What a member can like or bookmark. The spec sends `youtube_recipe` (mapped from the
 * page's `youtube-recipe`); both spellings are accepted and stored as `youtube_recipe`.
 */
export const reactableTypes = ['video', 'show', 'episode', 'youtube_recipe', 'user_post'] as const;
export type ReactableType = (typeof reactableTypes)[number];
export const ReactableTypeSchema = z.preprocess(
  (v) => (v === 'youtube-recipe' ? 'youtube_recipe' : v),
  z.enum(reactableTypes, { error: msg.contentTypeInvalid }),
);

export const commentableTypes = ['video', 'episode', 'youtube_recipe', 'user_post'] as const;
export type CommentableType = (typeof commentableTypes)[number];
export const CommentableTypeSchema = z.preprocess(
  (v) => (v === 'youtube-recipe' ? 'youtube_recipe' : v),
  z.enum(commentableTypes, { error: msg.contentTypeInvalid }),
);

/** `?page=n&search=text` of the catalog lists; an empty search lists everything. */
export const CatalogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(200).optional(),
});

export const CatalogSearchBodySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).optional(),
});

export const CatalogIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const IngredientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  category: z.string(),
  /** The quantity read as a number when written (low end of a range), null for "a pinch". */
  amount: z.number().nullable(),
  amount_max: z.number().nullable(),
});
export type Ingredient = z.infer<typeof IngredientSchema>;

export const recipeCourses = ['breakfast', 'starter', 'main', 'side', 'dessert', 'snack', 'drink'] as const;
export const recipeDiets = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'] as const;

export const RecipeNutritionSchema = z.object({
  calories: z.number().nullable(),
  protein_g: z.number().nullable(),
  carbs_g: z.number().nullable(),
  fat_g: z.number().nullable(),
});
export type RecipeNutrition = z.infer<typeof RecipeNutritionSchema>;

export const ConnectedRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  recipe_image: z.string().nullable(),
  instructions: z.string(),
  notes: z.string(),
  content_type: z.enum(['youtube_recipe', 'video', 'episode']),
  ingredients: z.array(IngredientSchema),
  /** The servings the quantities are written for. */
  servings: z.number().int(),
  prep_minutes: z.number().int().nullable(),
  cook_minutes: z.number().int().nullable(),
  /** Prep plus cook, when either is given. */
  total_minutes: z.number().int().nullable(),
  recipe_yield: z.string(),
  nutrition: RecipeNutritionSchema.nullable(),
  course: z.string(),
  diets: z.array(z.string()),
  /** Seconds into the video where each instruction step starts, by step index (null: no time). */
  step_times: z.array(z.number().int().nullable()),
  ingredients_time: z.number().int().nullable(),
});
export type ConnectedRecipe = z.infer<typeof ConnectedRecipeSchema>;

/** The caller's reactions and the counts; `likes`/`bookmarks` hold only the caller's id when set. */
const reactions = {
  likes: z.array(z.number().int()),
  likes_count: z.number().int(),
  bookmarks: z.array(z.number().int()),
  bookmarks_count: z.number().int(),
  is_liked: z.boolean(),
  is_bookmarked: z.boolean(),
};

const stamps = { created: z.string(), updated: z.string() };

export const VideoCardSchema = z.object({
  id: z.number().int(),
  content_type: z.literal('video'),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
  is_premium: z.boolean(),
  duration: z.number().int().nullable(),
  ...stamps,
});
export type VideoCard = z.infer<typeof VideoCardSchema>;

/** `video_playback_id` is null when the caller may not watch (premium without the right) or it is not ready. */
export const VideoDetailSchema = VideoCardSchema.extend({
  video_playback_id: z.string().nullable(),
  can_watch: z.boolean(),
  comments_count: z.number().int(),
  tags_names: z.array(z.string()),
  connected_recipe: z.array(ConnectedRecipeSchema),
  ...reactions,
});
export type VideoDetail = z.infer<typeof VideoDetailSchema>;

export const EpisodeCardSchema = z.object({
  id: z.number().int(),
  content_type: z.literal('episode'),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
  is_premium: z.boolean(),
  show: z.number().int(),
  show_name: z.string(),
  duration: z.number().int().nullable(),
  video_details: z.object({ duration: z.number().int().nullable() }),
  ...stamps,
});
export type EpisodeCard = z.infer<typeof EpisodeCardSchema>;

export const EpisodeDetailSchema = EpisodeCardSchema.extend({
  video_playback_id: z.string().nullable(),
  can_watch: z.boolean(),
  comments_count: z.number().int(),
  tags_names: z.array(z.string()),
  connected_recipe: z.array(ConnectedRecipeSchema),
  /** The show's other published episodes, the current one excluded. */
  other_episodes: z.array(EpisodeCardSchema),
  /** The episode's number in its show: 1 for the first published episode in the show's order. */
  episode_number: z.number().int(),
  /** The published episode after this one in the show's order ("Up next"), if any. */
  next_episode: EpisodeCardSchema.nullable(),
  ...reactions,
});
export type EpisodeDetail = z.infer<typeof EpisodeDetailSchema>;

export const ShowCardSchema = z.object({
  id: z.number().int(),
  content_type: z.literal('show'),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
  episodes_count: z.number().int(),
  ...stamps,
});
export type ShowCard = z.infer<typeof ShowCardSchema>;

export const ShowDetailSchema = ShowCardSchema.extend({
  cover_image: z.string().nullable(),
  tags_names: z.array(z.string()),
  episodes: z.array(EpisodeCardSchema),
  ...reactions,
});
export type ShowDetail = z.infer<typeof ShowDetailSchema>;

export const RecipeCardSchema = z.object({
  id: z.number().int(),
  content_type: z.literal('youtube-recipe'),
  title: z.string(),
  title_image: z.string().nullable(),
  description: z.string(),
  youtube_link: z.string().nullable(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  ...stamps,
});
export type RecipeCard = z.infer<typeof RecipeCardSchema>;

export const RecipeDetailSchema = RecipeCardSchema.extend({
  tags_names: z.array(z.string()),
  connected_recipe: z.array(ConnectedRecipeSchema),
  ...reactions,
});
export type RecipeDetail = z.infer<typeof RecipeDetailSchema>;

export const SearchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content_type: z.enum(catalogContentTypes),
  is_premium: z.boolean(),
  title_image: z.string().nullable(),
  description: z.string(),
  /** The show's id, for episodes. */
  show: z.number().int().nullable(),
  show_name: z.string().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResultsSchema = z.object({ data: z.array(SearchResultSchema) });

export const ReactionBodySchema = z.object({
  content_type: ReactableTypeSchema,
  id: z.coerce.number({ error: msg.contentTypeInvalid }).int().positive(),
});
export type ReactionBody = z.infer<typeof ReactionBodySchema>;
export const ReactionResultSchema = z.object({
  msg: z.string(),
  data: z.object({ active: z.boolean(), count: z.number().int() }),
});

const CommentFieldsSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  comment_type: z.enum(commentableTypes),
  object_id: z.number().int(),
  user_details: UserDetailsSchema,
  created: z.string(),
  updated: z.string(),
  /** The top-level comment this one replies to; null for a top-level comment (one level only). */
  parent: z.number().int().nullable(),
  likes_count: z.number().int(),
  /** Whether the signed-in member likes it (false for a visitor). */
  liked: z.boolean(),
});
/** A reply: a comment under a top-level comment. */
export const CommentReplySchema = CommentFieldsSchema;
export type CommentReply = z.infer<typeof CommentReplySchema>;
/** A comment; in the list a top-level comment carries its replies, oldest first. */
export const CommentSchema = CommentFieldsSchema.extend({
  replies: z.array(CommentReplySchema).optional(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentsQuerySchema = z.object({
  comment_type: CommentableTypeSchema,
  page: z.coerce.number().int().min(1).default(1),
});

/** Text fields of a new comment (the image arrives as a multipart file). */
export const NewCommentFieldsSchema = z.object({
  text: z.string({ error: msg.commentRequired }).trim().min(1, { error: msg.commentRequired }).max(5000),
  comment_type: CommentableTypeSchema,
  post: z.coerce.number().int().positive().optional(),
  youtube_recipe: z.coerce.number().int().positive().optional(),
  episode: z.coerce.number().int().positive().optional(),
  video: z.coerce.number().int().positive().optional(),
  /** Replying: the comment replied to (a reply to a reply goes under its top-level comment). */
  parent: z.coerce.number({ error: msg.commentParentInvalid }).int().positive().optional(),
});
export type NewCommentFields = z.infer<typeof NewCommentFieldsSchema>;

export const EditCommentFieldsSchema = z.object({
  text: z.string({ error: msg.commentRequired }).trim().min(1, { error: msg.commentRequired }).max(5000),
  /** Send `remove_image=true` to drop the current image without a new one. */
  remove_image: z.enum(['true', 'false']).optional(),
});

export const CommentActionSchema = z.object({ msg: z.string(), data: CommentSchema });

export const savedContentTypes = ['video', 'youtube-recipe', 'episode', 'show'] as const;
export const SavedContentSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(savedContentTypes),
  title: z.string(),
  show_name: z.string().nullable(),
  description: z.string(),
  title_image: z.string().nullable(),
  video_playback_id: z.string().nullable(),
  is_premium: z.boolean(),
  saved_at: z.string(),
});
export type SavedContent = z.infer<typeof SavedContentSchema>;

// `countLabel` and `cutText` live in `text.ts` (no zod: recipe pages use them on first load).
