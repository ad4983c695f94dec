import { z } from 'zod';
import { postTypes, reportReasons } from './constants';
import { videoStatuses } from './media';
import { msg } from './messages';

export type PostType = (typeof postTypes)[number];

/** The timeline tab a post type belongs to (/community-timeline/{Type}). */
export const postTypeTabs = {
  photo: 'Photos',
  video: 'Videos',
  recipe: 'Recipe',
  status: 'Status',
} as const satisfies Record<PostType, string>;
export type PostTab = (typeof postTypeTabs)[PostType];
export const postTypeOfTab = (tab: string | undefined): PostType | undefined =>
  (Object.entries(postTypeTabs) as [PostType, string][]).find(
    ([, t]) => t.toLowerCase() === tab?.toLowerCase(),
  )?.[0];

/** Rich text counts as empty when it holds no visible text and no image. */
export const richTextIsEmpty = (html: string | null | undefined) =>
  !html ||
  (!/<img\b/i.test(html) &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === '');

const optionalText = (max: number) => z.string().max(max).optional();

/**
 * Text fields of the post form (multipart). Files travel alongside: `image` (png, jpg,
 * jpeg) and, for video posts, `video` — the id of a finished resumable upload.
 */
export const PostFieldsSchema = z.object({
  post_type: z.enum(postTypes, { error: msg.fieldRequired }),
  description: optionalText(5000),
  recipe_name: optionalText(200),
  instructions: optionalText(100_000),
  status_text: optionalText(5000),
  video: optionalText(200),
});
export type PostFields = z.infer<typeof PostFieldsSchema>;
export const UpdatePostFieldsSchema = PostFieldsSchema.partial();
export type UpdatePostFields = z.infer<typeof UpdatePostFieldsSchema>;

/**
 * What a new post of each type must carry (spec 001 §5). Returns field -> message; empty
 * when complete. The form and the server both use it; on edit nothing is required.
 */
export function missingPostFields(
  input: Partial<
    Record<'description' | 'recipe_name' | 'instructions' | 'status_text', string | undefined>
  > & {
    post_type?: string;
    hasImage: boolean;
    hasVideo: boolean;
  },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (v: string | undefined) => !v || v.trim() === '';
  switch (input.post_type) {
    case 'photo':
      if (!input.hasImage) errors.image = msg.fieldRequired;
      if (blank(input.description)) errors.description = msg.fieldRequired;
      break;
    case 'video':
      if (!input.hasVideo) errors.video = msg.fieldRequired;
      if (blank(input.description)) errors.description = msg.fieldRequired;
      break;
    case 'recipe':
      if (blank(input.recipe_name)) errors.recipe_name = msg.fieldRequired;
      if (!input.hasImage) errors.image = msg.fieldRequired;
      if (richTextIsEmpty(input.instructions)) errors.instructions = msg.fieldRequired;
      break;
    case 'status':
      if (blank(input.status_text)) errors.status_text = msg.fieldRequired;
      break;
    default:
      errors.post_type = msg.fieldRequired;
  }
  return errors;
}

export const UserDetailsSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

export const PostSchema = z.object({
  id: z.number().int(),
  post_type: z.enum(postTypes),
  image: z.string().nullable(),
  video: z.string().nullable(),
  video_playback_id: z.string().nullable(),
  /** The video's processing state (null without a video): the player shows once it is `ready`. */
  video_status: z.enum(videoStatuses).nullable(),
  /** While `processing`: how far the transcode has come (0-100); null when it is not known. */
  video_progress: z.number().int().min(0).max(100).nullable(),
  status_text: z.string().nullable(),
  description: z.string().nullable(),
  recipe_name: z.string().nullable(),
  instructions: z.string().nullable(),
  likes: z.array(z.number().int()),
  likes_count: z.number().int(),
  bookmarks: z.array(z.number().int()),
  bookmarks_count: z.number().int(),
  comments_count: z.number().int(),
  user_details: UserDetailsSchema,
  created: z.string(),
  updated: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

export const PostListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  post_type: z.enum(postTypes).optional(),
});

export const ReportSchema = z
  .object({
    post: z.coerce.number().int().positive().optional(),
    comment: z.coerce.number().int().positive().optional(),
    report_type: z.enum(reportReasons, { error: msg.reportReasonInvalid }),
  })
  .refine((v) => (v.post ? 1 : 0) + (v.comment ? 1 : 0) === 1, {
    path: ['post'],
    error: msg.reportTargetRequired,
  });
export type ReportInput = z.infer<typeof ReportSchema>;
