import {
  type AddTags,
  type AdminEpisode,
  type DeletableContentType,
  EpisodeFieldsSchema,
  formBoolean,
  type ListedContentType,
  msg,
  ShowFieldsSchema,
  VideoFieldsSchema,
  YoutubeRecipeFieldsSchema,
} from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { purchaseCount } from '../billing/billing.read';
import * as catalog from '../catalog/catalog.read';
import { connectedOf, tagNames } from '../catalog/catalog.repo';
import * as write from '../catalog/catalog.write';
import { invalidateHome } from '../home/section-cache';
import { videoHost } from '../media/hosts';
import { findVideoAsset } from '../media/media.read';
import { toAdminEpisode, toAdminShow, toAdminVideo, toAdminYoutubeRecipe } from './content.dto';
import { type ContentForm, type ImageField, resolveImage } from './content.form';

/** Defence in depth: the routes are admin-only, and so is every service call. */
function requireAdmin(auth: Auth | null): Auth {
  if (!auth) throw AppError.unauthorized();
  if (auth.role === 'user') throw AppError.forbidden();
  return auth;
}

type Errors = Record<string, string>;

/** Validates text fields; `partial` checks only the fields the form carries (an edit). */
function fieldsOf<S extends z.ZodObject>(schema: S, form: ContentForm, errors: Errors, partial = false) {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (key in form.fields) input[key] = form.fields[key];
  }
  const parsed = (partial ? schema.partial() : schema).safeParse(input);
  if (parsed.success) return parsed.data as Partial<z.infer<S>>;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    errors[key] ??= issue.message;
  }
  return {} as Partial<z.infer<S>>;
}

function failIf(errors: Errors, headline?: string) {
  const first = Object.values(errors)[0];
  if (first) throw AppError.invalid(headline ?? first, errors);
}

function requireImages(form: ContentForm, fields: ImageField[], errors: Errors) {
  for (const f of fields) if (!form.images[f]) errors[f] ??= msg.fieldRequired;
}

async function imagesOf(ctx: AppContext, form: ContentForm) {
  const out: { titleImage?: string; coverImage?: string } = {};
  if (form.images.title_image)
    out.titleImage = await resolveImage(ctx, 'title_image', form.images.title_image);
  if (form.images.cover_image)
    out.coverImage = await resolveImage(ctx, 'cover_image', form.images.cover_image);
  return out;
}

/**
 * The spec's "upload in chunks, then fetch the asset and playback ids" (decision 283): the
 * page uploads through tus (or the video host), and the form names the asset. Only the asset
 * id is trusted; the playback id and file name are read from the host.
 */
async function assetOf(ctx: AppContext, assetId: string, fileName?: string) {
  const asset = await videoHost(ctx).getAsset(assetId);
  if (!asset) throw AppError.invalid(msg.contentVideoUploadMissing, { video: msg.contentVideoUploadMissing });
  if (asset.status === 'failed') throw AppError.invalid(msg.videoFailed, { video: msg.videoFailed });
  const playbackId = asset.playbackIds[0]?.id;
  if (!playbackId)
    throw AppError.invalid(msg.contentVideoUploadMissing, { video: msg.contentVideoUploadMissing });
  const stored = await findVideoAsset(ctx.db, assetId);
  const row = stored && { fileName: stored.fileName, duration: stored.durationSeconds };
  return {
    videoAssetId: asset.assetId,
    videoPlaybackId: playbackId,
    videoFileName: fileName || row?.fileName || null,
    durationSeconds:
      asset.durationSeconds === null
        ? row?.duration
          ? Math.round(row.duration)
          : null
        : Math.round(asset.durationSeconds),
  };
}

const publishFlag = (form: ContentForm, key: 'is_publish' | 'is_premium') => {
  if (!(key in form.fields)) return undefined;
  const parsed = formBoolean.safeParse(form.fields[key]);
  if (!parsed.success) throw AppError.invalid(msg.invalidInput, { [key]: msg.invalidInput });
  return parsed.data;
};

const done = <T>(ctx: AppContext, message: string, data: T) => {
  invalidateHome(ctx);
  return { msg: message, data };
};

// ---------------------------------------------------------------- shows

export async function getShow(ctx: AppContext, auth: Auth | null, id: number) {
  requireAdmin(auth);
  const show = await catalog.showForEditing(ctx.db, id);
  if (!show) throw AppError.notFound(msg.contentNotFound);
  const list: AdminEpisode[] = [];
  for (const e of await catalog.episodesForEditing(ctx.db, id)) {
    list.push(
      toAdminEpisode(
        e,
        show.title,
        await tagNames(ctx.db, 'episode', e.id),
        await connectedOf(ctx.db, 'episode', e.id),
      ),
    );
  }
  return toAdminShow(show, await tagNames(ctx.db, 'show', id), list);
}

/** A new show needs title, description, title image and cover image (spec 002 §4, §5). */
export async function createShow(ctx: AppContext, auth: Auth | null, form: ContentForm) {
  requireAdmin(auth);
  const errors: Errors = {};
  const fields = fieldsOf(ShowFieldsSchema, form, errors);
  requireImages(form, ['title_image', 'cover_image'], errors);
  failIf(errors);
  const images = await imagesOf(ctx, form);
  const row = await write.createShow(ctx.db, {
    title: fields.title!,
    description: fields.description!,
    titleImage: images.titleImage,
    coverImage: images.coverImage,
    isPublish: false,
  });
  return done(ctx, msg.contentShowSaved, await getShow(ctx, auth, row.id));
}

/** Same fields as creation (images only when newly picked), or `is_publish` alone. */
export async function updateShow(ctx: AppContext, auth: Auth | null, id: number, form: ContentForm) {
  requireAdmin(auth);
  if (!(await catalog.showForEditing(ctx.db, id))) throw AppError.notFound(msg.contentNotFound);
  const errors: Errors = {};
  const fields = fieldsOf(ShowFieldsSchema, form, errors, true);
  const isPublish = publishFlag(form, 'is_publish');
  failIf(errors);
  const images = await imagesOf(ctx, form);
  await write.updateShow(ctx.db, id, {
    ...fields,
    ...images,
    ...(isPublish === undefined ? {} : { isPublish }),
  });
  const message =
    isPublish === undefined
      ? msg.contentShowSaved
      : isPublish
        ? msg.contentPublished
        : msg.contentUnpublished;
  return done(ctx, message, await getShow(ctx, auth, id));
}

// ---------------------------------------------------------------- episodes

export async function getEpisode(ctx: AppContext, auth: Auth | null, id: number) {
  requireAdmin(auth);
  const found = await catalog.episodeForEditing(ctx.db, id);
  if (!found) throw AppError.notFound(msg.contentNotFound);
  return toAdminEpisode(
    found.episode,
    found.showName,
    await tagNames(ctx.db, 'episode', id),
    await connectedOf(ctx.db, 'episode', id),
  );
}

/** A new episode of a show: title (3 characters at least), title image and an uploaded video. */
export async function createEpisode(ctx: AppContext, auth: Auth | null, form: ContentForm) {
  requireAdmin(auth);
  const errors: Errors = {};
  const fields = fieldsOf(EpisodeFieldsSchema, form, errors);
  if (!fields.show && !errors.show) errors.show = msg.contentShowRequired;
  requireImages(form, ['title_image'], errors);
  if (!fields.video_asset_id && !errors.video_asset_id) errors.video = msg.fieldRequired;
  failIf(errors);
  const show = await catalog.showForEditing(ctx.db, fields.show!);
  if (!show) throw AppError.invalid(msg.contentShowRequired, { show: msg.contentShowRequired });
  if (publishFlag(form, 'is_publish')) {
    throw AppError.invalid(msg.invalidInput, { is_publish: 'Save the episode first, then publish it.' });
  }
  const video = await assetOf(ctx, fields.video_asset_id!, fields.video_file_name);
  const images = await imagesOf(ctx, form);
  const row = await write.createEpisode(ctx.db, {
    showId: show.id,
    title: fields.title!,
    titleImage: images.titleImage,
    isPremium: fields.is_premium ?? false,
    isPublish: false,
    position: await catalog.nextEpisodePosition(ctx.db, show.id),
    ...video,
  });
  return done(ctx, msg.contentEpisodeSaved, await getEpisode(ctx, auth, row.id));
}

/** Fields (a new video when a new asset is named), or `is_publish`: publishing also publishes the show. */
export async function updateEpisode(ctx: AppContext, auth: Auth | null, id: number, form: ContentForm) {
  requireAdmin(auth);
  const found = await catalog.episodeForEditing(ctx.db, id);
  if (!found) throw AppError.notFound(msg.contentNotFound);
  const errors: Errors = {};
  const fields = fieldsOf(EpisodeFieldsSchema, form, errors, true);
  const isPublish = publishFlag(form, 'is_publish');
  failIf(errors);
  if (fields.show !== undefined && fields.show !== found.episode.showId) {
    throw AppError.invalid(msg.invalidInput, { show: 'An episode stays in its show.' });
  }
  const video =
    fields.video_asset_id && fields.video_asset_id !== found.episode.videoAssetId
      ? await assetOf(ctx, fields.video_asset_id, fields.video_file_name)
      : {};
  const images = await imagesOf(ctx, form);
  await write.updateEpisode(ctx.db, id, {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.is_premium !== undefined ? { isPremium: fields.is_premium } : {}),
    ...(isPublish !== undefined ? { isPublish } : {}),
    ...video,
    ...images,
  });
  const message =
    isPublish === undefined
      ? msg.contentEpisodeSaved
      : isPublish
        ? msg.contentPublished
        : msg.contentUnpublished;
  return done(ctx, message, await getEpisode(ctx, auth, id));
}

// ---------------------------------------------------------------- videos

export async function getVideo(ctx: AppContext, auth: Auth | null, id: number) {
  requireAdmin(auth);
  const v = await catalog.videoForEditing(ctx.db, id);
  if (!v) throw AppError.notFound(msg.contentNotFound);
  return toAdminVideo(v, await tagNames(ctx.db, 'video', id), await connectedOf(ctx.db, 'video', id));
}

/** A new video: name, description, title image and an uploaded video are all required. */
export async function createVideo(ctx: AppContext, auth: Auth | null, form: ContentForm) {
  requireAdmin(auth);
  const errors: Errors = {};
  const fields = fieldsOf(VideoFieldsSchema, form, errors);
  requireImages(form, ['title_image'], errors);
  if (!fields.video_asset_id) errors.video ??= msg.fieldRequired;
  failIf(errors);
  if (publishFlag(form, 'is_publish')) throw AppError.conflict(msg.contentPublishNeedsRecipe);
  const video = await assetOf(ctx, fields.video_asset_id!, fields.video);
  const images = await imagesOf(ctx, form);
  const row = await write.createVideo(ctx.db, {
    title: fields.title!,
    description: fields.description!,
    titleImage: images.titleImage,
    isPremium: fields.is_premium ?? false,
    isPublish: false,
    ...video,
  });
  return done(ctx, msg.contentVideoSaved, await getVideo(ctx, auth, row.id));
}

/**
 * Publishing a video or a YouTube recipe needs at least one connected recipe. The parent row
 * is locked first, as the recipe editor does before deleting a recipe, so the check holds.
 */
async function publishGuarded(
  ctx: AppContext,
  kind: 'video' | 'youtube_recipe',
  id: number,
  apply: (db: Db) => Promise<unknown>,
  publishing: boolean,
) {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await catalog.lockForPublishing(db, kind, id);
    if (publishing && (await catalog.connectedRecipeCount(db, kind, id)) === 0) {
      throw AppError.conflict(msg.contentPublishNeedsRecipe);
    }
    await apply(db);
  });
}

export async function updateVideo(ctx: AppContext, auth: Auth | null, id: number, form: ContentForm) {
  requireAdmin(auth);
  const current = await catalog.videoForEditing(ctx.db, id);
  if (!current) throw AppError.notFound(msg.contentNotFound);
  const errors: Errors = {};
  const fields = fieldsOf(VideoFieldsSchema, form, errors, true);
  const isPublish = publishFlag(form, 'is_publish');
  const isPremium = publishFlag(form, 'is_premium') ?? fields.is_premium;
  failIf(errors);
  const video =
    fields.video_asset_id && fields.video_asset_id !== current.videoAssetId
      ? await assetOf(ctx, fields.video_asset_id, fields.video)
      : {};
  const images = await imagesOf(ctx, form);
  const changes: write.VideoChanges = {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(isPremium !== undefined ? { isPremium } : {}),
    ...(isPublish !== undefined ? { isPublish } : {}),
    ...video,
    ...images,
  };
  await publishGuarded(ctx, 'video', id, (db) => write.updateVideo(db, id, changes), isPublish === true);
  const message =
    isPublish === undefined
      ? msg.contentVideoSaved
      : isPublish
        ? msg.contentPublished
        : msg.contentUnpublished;
  return done(ctx, message, await getVideo(ctx, auth, id));
}

// ---------------------------------------------------------------- YouTube recipes

export async function getRecipe(ctx: AppContext, auth: Auth | null, id: number) {
  requireAdmin(auth);
  const r = await catalog.youtubeRecipeForEditing(ctx.db, id);
  if (!r) throw AppError.notFound(msg.contentNotFound);
  return toAdminYoutubeRecipe(
    r,
    await tagNames(ctx.db, 'youtube_recipe', id),
    await connectedOf(ctx.db, 'youtube_recipe', id),
  );
}

/** Saved unpublished; title, title image and a valid YouTube link are mandatory. */
export async function createRecipe(ctx: AppContext, auth: Auth | null, form: ContentForm) {
  requireAdmin(auth);
  const errors: Errors = {};
  const fields = fieldsOf(YoutubeRecipeFieldsSchema, form, errors);
  requireImages(form, ['title_image'], errors);
  const missing = !form.fields.title || !form.images.title_image || !form.fields.youtube_link;
  failIf(errors, missing ? msg.contentYoutubeMandatory : undefined);
  if (publishFlag(form, 'is_publish')) throw AppError.conflict(msg.contentPublishNeedsRecipe);
  const images = await imagesOf(ctx, form);
  const row = await write.createYoutubeRecipe(ctx.db, {
    title: fields.title!,
    description: fields.description ?? '',
    youtubeLink: fields.youtube_link!,
    titleImage: images.titleImage,
    isPublish: false,
  });
  return done(ctx, msg.contentRecipeSaved, await getRecipe(ctx, auth, row.id));
}

export async function updateRecipe(ctx: AppContext, auth: Auth | null, id: number, form: ContentForm) {
  requireAdmin(auth);
  if (!(await catalog.youtubeRecipeForEditing(ctx.db, id))) throw AppError.notFound(msg.contentNotFound);
  const errors: Errors = {};
  const fields = fieldsOf(YoutubeRecipeFieldsSchema, form, errors, true);
  const isPublish = publishFlag(form, 'is_publish');
  failIf(errors);
  const images = await imagesOf(ctx, form);
  const changes: write.YoutubeRecipeChanges = {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.youtube_link !== undefined ? { youtubeLink: fields.youtube_link } : {}),
    ...(isPublish !== undefined ? { isPublish } : {}),
    ...images,
  };
  await publishGuarded(
    ctx,
    'youtube_recipe',
    id,
    (db) => write.updateYoutubeRecipe(db, id, changes),
    isPublish === true,
  );
  const message =
    isPublish === undefined
      ? msg.contentRecipeSaved
      : isPublish
        ? msg.contentPublished
        : msg.contentUnpublished;
  return done(ctx, message, await getRecipe(ctx, auth, id));
}

// ---------------------------------------------------------------- listing, tags, delete

export async function listContent(
  ctx: AppContext,
  auth: Auth | null,
  req: FastifyRequest,
  query: { page: number; search?: string; type?: ListedContentType },
) {
  requireAdmin(auth);
  const page = pageRequest(query.page);
  const { rows, count } = await catalog.contentListing(ctx.db, page, {
    search: query.search?.trim() || null,
    type: query.type,
  });
  return pageResponse(req, page, count, rows);
}

const tagTarget = (body: AddTags) =>
  body.show !== undefined
    ? { kind: 'show' as const, id: body.show }
    : body.video !== undefined
      ? { kind: 'video' as const, id: body.video }
      : body.episode !== undefined
        ? { kind: 'episode' as const, id: body.episode }
        : { kind: 'youtube_recipe' as const, id: body.youtube_recipe! };

/** The sent list becomes the item's tags; empty and duplicate names are ignored (decision 285). */
export async function addTags(ctx: AppContext, auth: Auth | null, body: AddTags) {
  requireAdmin(auth);
  const target = tagTarget(body);
  const exists =
    target.kind === 'show'
      ? await catalog.showForEditing(ctx.db, target.id)
      : target.kind === 'video'
        ? await catalog.videoForEditing(ctx.db, target.id)
        : target.kind === 'episode'
          ? await catalog.episodeForEditing(ctx.db, target.id)
          : await catalog.youtubeRecipeForEditing(ctx.db, target.id);
  if (!exists) throw AppError.notFound(msg.contentNotFound);
  await ctx.db.transaction((tx) => write.setTags(tx as unknown as Db, target.kind, target.id, body.tags));
  return done(ctx, msg.contentTagsSaved, { tags_names: await tagNames(ctx.db, target.kind, target.id) });
}

export async function tagSearch(ctx: AppContext, auth: Auth | null, search: string) {
  requireAdmin(auth);
  return { data: await catalog.tagSuggestions(ctx.db, search) };
}

/**
 * Deletes an item and everything pointing at it (catalog.write `deleteCatalogItem`). Premium
 * videos and episodes, a show holding one, and anything members bought are refused with 409:
 * deleting them would take away what members paid for (spec 002 §4).
 */
export async function deleteContent(
  ctx: AppContext,
  auth: Auth | null,
  type: DeletableContentType,
  id: number,
) {
  requireAdmin(auth);
  const kind = type === 'youtube-recipe' ? 'youtube_recipe' : type;
  if (kind === 'video' || kind === 'episode') {
    const row =
      kind === 'video'
        ? await catalog.videoForEditing(ctx.db, id)
        : (await catalog.episodeForEditing(ctx.db, id))?.episode;
    if (!row) throw AppError.notFound(msg.contentNotFound);
    if (row.isPremium) throw AppError.conflict(msg.contentPremiumNoDelete);
    if (await purchaseCount(ctx.db, kind, [id])) throw AppError.conflict(msg.contentPurchasedNoDelete);
  } else if (kind === 'show') {
    if (!(await catalog.showForEditing(ctx.db, id))) throw AppError.notFound(msg.contentNotFound);
    const list = await catalog.episodesForEditing(ctx.db, id);
    if (list.some((e) => e.isPremium)) throw AppError.conflict(msg.contentShowHasPremium);
    if (
      await purchaseCount(
        ctx.db,
        'episode',
        list.map((e) => e.id),
      )
    )
      throw AppError.conflict(msg.contentPurchasedNoDelete);
  }
  if (!(await write.deleteCatalogItem(ctx.db, kind, id))) throw AppError.notFound(msg.contentNotFound);
  invalidateHome(ctx);
  return { msg: msg.contentDeleted };
}
