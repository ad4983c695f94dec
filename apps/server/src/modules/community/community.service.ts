import {
  missingPostFields,
  msg,
  type Post,
  PostFieldsSchema,
  type PostType,
  UpdatePostFieldsSchema,
} from '@simmer/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Auth, assertOwner } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { cleanHtml } from '../../lib/html';
import { storeImage } from '../media/images.service';
import { findVideoAsset } from '../media/media.read';
import { toPostDto } from './community.dto';
import * as repo from './community.repo';

/** A post form as it arrives: its text fields and, maybe, the image's bytes. */
export interface PostForm {
  fields: Record<string, string>;
  image?: Buffer;
}

/** The columns each type keeps; anything else sent with the form is ignored. */
const fieldsOf: Record<
  PostType,
  Array<'image' | 'video' | 'description' | 'recipe_name' | 'instructions' | 'status_text'>
> = {
  photo: ['image', 'description'],
  video: ['video', 'description'],
  recipe: ['recipe_name', 'image', 'instructions', 'description'],
  status: ['status_text'],
};

function parseFields<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    errors[key] ??= issue.message;
  }
  throw AppError.invalid(Object.values(errors)[0] ?? msg.invalidInput, errors);
}

async function viewOf(ctx: AppContext, auth: Auth, id: number): Promise<Post> {
  const row = await repo.findPostView(ctx.db, auth.userId, id);
  if (!row) throw AppError.notFound(msg.postNotFound);
  return toPostDto(row, auth.userId);
}

/** The member's own finished upload; its playback id is what the player uses. */
async function uploadedVideo(ctx: AppContext, auth: Auth, assetId: string) {
  const found = await findVideoAsset(ctx.db, assetId);
  const asset = found?.ownerId === auth.userId ? found : null;
  if (!asset || asset.status === 'uploading' || asset.status === 'failed') {
    throw AppError.invalid(msg.postVideoNotReady, { video: msg.postVideoNotReady });
  }
  return asset;
}

export async function createPost(ctx: AppContext, auth: Auth, form: PostForm) {
  const input = parseFields(PostFieldsSchema, form.fields);
  const keep = new Set(fieldsOf[input.post_type]);
  const missing = missingPostFields({
    ...input,
    hasImage: keep.has('image') && Boolean(form.image?.length),
    hasVideo: keep.has('video') && Boolean(input.video),
  });
  if (Object.keys(missing).length) throw AppError.invalid(msg.fieldRequired, missing);

  const video = keep.has('video') && input.video ? await uploadedVideo(ctx, auth, input.video) : null;
  const image =
    keep.has('image') && form.image
      ? await storeImage(ctx, { data: form.image, field: 'image', by: auth.userId })
      : null;
  const text = (name: 'description' | 'recipe_name' | 'status_text') =>
    keep.has(name) ? input[name]?.trim() || null : null;
  const row = await repo.insertPost(ctx.db, {
    userId: auth.userId,
    postType: input.post_type,
    image: image?.url ?? null,
    videoAssetId: video?.assetId ?? null,
    videoPlaybackId: video?.playbackId ?? null,
    description: text('description'),
    recipeName: text('recipe_name'),
    statusText: text('status_text'),
    instructions: keep.has('instructions') ? cleanHtml(input.instructions) || null : null,
  });
  return { msg: msg.postCreated, data: await viewOf(ctx, auth, row.id) };
}

/**
 * Only the author edits. The type is locked; fields left out keep their value; after the
 * change the post must still hold what its type requires.
 */
export async function updatePost(ctx: AppContext, auth: Auth, id: number, form: PostForm) {
  const post = await repo.findPost(ctx.db, id);
  if (!post) throw AppError.notFound(msg.postNotFound);
  assertOwner(auth, post.userId);
  const input = parseFields(UpdatePostFieldsSchema, form.fields);
  if (input.post_type && input.post_type !== post.postType) {
    throw AppError.invalid(msg.postTypeLocked, { post_type: msg.postTypeLocked });
  }
  const keep = new Set(fieldsOf[post.postType]);
  const pick = <T>(name: (typeof fieldsOf)[PostType][number], given: T | undefined, current: T) =>
    keep.has(name) && given !== undefined ? given : current;
  const next = {
    description: pick('description', input.description?.trim(), post.description ?? undefined),
    recipe_name: pick('recipe_name', input.recipe_name?.trim(), post.recipeName ?? undefined),
    status_text: pick('status_text', input.status_text?.trim(), post.statusText ?? undefined),
    instructions: pick(
      'instructions',
      input.instructions !== undefined ? cleanHtml(input.instructions) : undefined,
      post.instructions ?? undefined,
    ),
  };
  const newImage = keep.has('image') && form.image?.length ? form.image : undefined;
  const newVideo =
    keep.has('video') && input.video && input.video !== post.videoAssetId ? input.video : undefined;
  const missing = missingPostFields({
    post_type: post.postType,
    ...next,
    hasImage: Boolean(newImage || post.image),
    hasVideo: Boolean(newVideo || post.videoAssetId),
  });
  if (Object.keys(missing).length) throw AppError.invalid(msg.fieldRequired, missing);

  const video = newVideo ? await uploadedVideo(ctx, auth, newVideo) : null;
  const image = newImage ? await storeImage(ctx, { data: newImage, field: 'image', by: auth.userId }) : null;
  await repo.updatePost(ctx.db, id, {
    description: next.description || null,
    recipeName: next.recipe_name || null,
    statusText: next.status_text || null,
    instructions: next.instructions || null,
    ...(image ? { image: image.url } : {}),
    ...(video ? { videoAssetId: video.assetId, videoPlaybackId: video.playbackId } : {}),
    updatedAt: ctx.config.now(),
  });
  return { msg: msg.postUpdated, data: await viewOf(ctx, auth, id) };
}

export async function deletePost(ctx: AppContext, auth: Auth, id: number) {
  const post = await repo.findPost(ctx.db, id);
  if (!post) throw AppError.notFound(msg.postNotFound);
  assertOwner(auth, post.userId);
  await repo.deletePost(ctx.db, id);
  return { msg: msg.postDeleted };
}

/** A moderator removes a reported post (the reports module resolved its reports first). */
export async function removePost(ctx: AppContext, id: number) {
  await repo.deletePost(ctx.db, id);
}

export function getPost(ctx: AppContext, auth: Auth, id: number) {
  return viewOf(ctx, auth, id);
}

export async function listPosts(
  ctx: AppContext,
  auth: Auth,
  page: PageRequest,
  filter: { postType?: PostType; mine?: boolean },
) {
  const { rows, count } = await repo.listPosts(
    ctx.db,
    auth.userId,
    { postType: filter.postType, authorId: filter.mine ? auth.userId : undefined },
    page.size,
    page.offset,
  );
  return { count, results: rows.map((r) => toPostDto(r, auth.userId)) };
}

export async function listSavedPosts(ctx: AppContext, auth: Auth, page: PageRequest) {
  const { rows, count } = await repo.listSavedPosts(ctx.db, auth.userId, page.size, page.offset);
  return { count, results: rows.map((r) => toPostDto(r, auth.userId)) };
}
