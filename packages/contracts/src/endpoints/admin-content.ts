import { z } from 'zod';
import {
  AddTagsSchema,
  AdminEpisodeSchema,
  AdminShowSchema,
  AdminVideoSchema,
  AdminYoutubeRecipeSchema,
  actionOf,
  ContentListItemSchema,
  ContentListQuerySchema,
  ContentSearchBodySchema,
  DeletableContentTypeSchema,
  EpisodeFieldsSchema,
  listedContentTypes,
  PublishBodySchema,
  ShowFieldsSchema,
  TagSearchBodySchema,
  TagSearchResultSchema,
  TagsActionSchema,
  VideoFieldsSchema,
  YoutubeRecipeFieldsSchema,
} from '../admin-content';
import { ActionSchema, pageOf } from '../common';
import { endpoint } from '../endpoint';

const id = z.object({ id: z.coerce.number().int().positive() });

/** An image field sent as JSON: the address `POST /media/images/` answered. */
const storedImage = z.string().optional();
const images = { title_image: storedImage, cover_image: storedImage };

/**
 * The JSON a content form may be sent as instead of multipart (images as stored addresses); an
 * update may carry only `is_publish` (the publish toggles). The handler reads either encoding.
 */
const showJson = ShowFieldsSchema.extend(images);
const episodeJson = EpisodeFieldsSchema.extend(images);
const videoJson = VideoFieldsSchema.extend(images);
const recipeJson = YoutubeRecipeFieldsSchema.extend(images);
const publish = PublishBodySchema.shape;

const listQuery = ContentListQuerySchema.extend({ type: z.enum(listedContentTypes).optional() });

/**
 * Admin content upload and management (spec 002 §2.10, §7): shows, episodes, videos and
 * YouTube recipes, published or not. Paths keep the spec's names under `/adminpanel/`
 * (decision 280). Forms are multipart (image files) or JSON (publish toggles, stored images).
 */
export const adminContentEndpoints = {
  // shows
  createShow: endpoint({
    method: 'POST',
    path: '/adminpanel/upload-show-content/',
    access: 'admin',
    permission: 'content',
    body: 'multipart',
    json: showJson,
    status: 201,
    response: actionOf(AdminShowSchema),
  }),
  updateShow: endpoint({
    method: 'PUT',
    path: '/adminpanel/update-show/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    body: 'multipart',
    json: showJson.partial().extend(publish),
    response: actionOf(AdminShowSchema),
  }),
  getShow: endpoint({
    method: 'GET',
    path: '/adminpanel/show/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: AdminShowSchema,
  }),

  // episodes
  createEpisode: endpoint({
    method: 'POST',
    path: '/adminpanel/upload-episode-content/',
    access: 'admin',
    permission: 'content',
    body: 'multipart',
    json: episodeJson,
    status: 201,
    response: actionOf(AdminEpisodeSchema),
  }),
  getEpisode: endpoint({
    method: 'GET',
    path: '/adminpanel/episode/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: AdminEpisodeSchema,
  }),
  updateEpisode: endpoint({
    method: 'PUT',
    path: '/adminpanel/episode/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    body: 'multipart',
    json: episodeJson.partial().extend(publish),
    response: actionOf(AdminEpisodeSchema),
  }),
  deleteEpisode: endpoint({
    method: 'DELETE',
    path: '/adminpanel/episode/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: ActionSchema,
  }),

  // videos
  createVideo: endpoint({
    method: 'POST',
    path: '/adminpanel/upload-video-content/',
    access: 'admin',
    permission: 'content',
    body: 'multipart',
    json: videoJson,
    status: 201,
    response: actionOf(AdminVideoSchema),
  }),
  updateVideo: endpoint({
    method: 'PUT',
    path: '/adminpanel/update-video-content/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    body: 'multipart',
    json: videoJson.partial().extend(publish),
    response: actionOf(AdminVideoSchema),
  }),
  getVideo: endpoint({
    method: 'GET',
    path: '/adminpanel/video/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: AdminVideoSchema,
  }),

  // YouTube recipes
  createRecipe: endpoint({
    method: 'POST',
    path: '/adminpanel/save-recipe-video/',
    access: 'admin',
    permission: 'content',
    body: 'multipart',
    json: recipeJson,
    status: 201,
    response: actionOf(AdminYoutubeRecipeSchema),
  }),
  getRecipe: endpoint({
    method: 'GET',
    path: '/adminpanel/save-recipe-video/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: AdminYoutubeRecipeSchema,
  }),
  updateRecipe: endpoint({
    method: 'PUT',
    path: '/adminpanel/save-recipe-video/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    body: 'multipart',
    json: recipeJson.partial().extend(publish),
    response: actionOf(AdminYoutubeRecipeSchema),
  }),
  /** The spec's second path for the same update (its Publish Recipe sends here). */
  updateRecipeContent: endpoint({
    method: 'PUT',
    path: '/adminpanel/update-recipe-content/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    body: 'multipart',
    json: recipeJson.partial().extend(publish),
    response: actionOf(AdminYoutubeRecipeSchema),
  }),
  deleteRecipe: endpoint({
    method: 'DELETE',
    path: '/adminpanel/save-recipe-video/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: ActionSchema,
  }),

  // listing, delete, tags
  listContent: endpoint({
    method: 'GET',
    path: '/adminpanel/content/',
    access: 'admin',
    permission: 'content',
    query: listQuery,
    response: pageOf(ContentListItemSchema),
  }),
  searchContent: endpoint({
    method: 'POST',
    path: '/adminpanel/content/',
    access: 'admin',
    permission: 'content',
    unaudited: 'a search sent as a body: it changes nothing',
    body: ContentSearchBodySchema,
    response: pageOf(ContentListItemSchema),
  }),
  deleteContent: endpoint({
    method: 'DELETE',
    path: '/adminpanel/content/:contentType/:id/',
    access: 'admin',
    permission: 'content',
    params: z.object({ contentType: DeletableContentTypeSchema, id: z.coerce.number().int().positive() }),
    response: ActionSchema,
  }),
  addTags: endpoint({
    method: 'POST',
    path: '/adminpanel/add-tags/',
    access: 'admin',
    permission: 'content',
    body: AddTagsSchema,
    response: TagsActionSchema,
  }),
  tagSearch: endpoint({
    method: 'POST',
    path: '/adminpanel/tag-search/',
    access: 'admin',
    permission: 'content',
    unaudited: 'a search sent as a body: it changes nothing',
    body: TagSearchBodySchema,
    response: TagSearchResultSchema,
  }),
} as const;
