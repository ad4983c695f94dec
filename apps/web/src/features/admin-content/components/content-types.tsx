import {
  type AdminEpisode,
  type AdminShow,
  type AdminVideo,
  type AdminYoutubeRecipe,
  contentLimits,
  EpisodeFieldsSchema,
  msg,
  ShowFieldsSchema,
  VideoFieldsSchema,
  YoutubeRecipeFieldsSchema,
} from '@simmer/contracts';
import type { ZodType } from 'zod';
import {
  contentKeys,
  createEpisode,
  createRecipe,
  createShow,
  createVideo,
  publishEpisode,
  publishRecipe,
  publishVideo,
  updateEpisode,
  updateRecipe,
  updateShow,
  updateVideo,
} from '../api/content-api';
import type { ContentType, ImageFieldSpec, SwitchField, TextField, VideoFieldSpec } from './content-form';
import { EpisodeList } from './episode-list';
import { RecipesSection } from './recipes-section';

const listing = '/upload-content-listing';
const exitOrCancel = (item: unknown) => (item ? msg.contentExit : msg.contentCancel);

/** The name field every content type opens with. */
const titleField = <Item,>(label: string, required: string, rule: ZodType): TextField<Item> => ({
  name: 'title',
  kind: 'text',
  label,
  required,
  rule,
  maxLength: contentLimits.title,
});

const descriptionField = <Item,>(required: string, rule: ZodType): TextField<Item> => ({
  name: 'description',
  kind: 'textarea',
  label: 'Description',
  required,
  rule,
  maxLength: contentLimits.description,
});

/** A required picture stored at `key` of the item. */
const imageField = <Item extends object>(
  key: 'title_image' | 'cover_image',
  label: string,
  half?: boolean,
): ImageFieldSpec<Item> => ({
  name: key,
  kind: 'image',
  label,
  required: msg.fieldRequired,
  current: (item) => (item as Record<string, string | null | undefined> | undefined)?.[key],
  ...(half ? { half } : {}),
});

const premiumField = <Item,>(label: string): SwitchField<Item> => ({
  name: 'is_premium',
  kind: 'switch',
  label,
});

/** The required video, uploaded to the video host; `video_asset_id` errors show on it too. */
const videoField = <Item extends { video_asset_id?: string | null }>(
  spec: Pick<VideoFieldSpec<Item>, 'currentName' | 'fileNameField' | 'beforeStart'>,
): VideoFieldSpec<Item> => ({
  name: 'video',
  kind: 'video',
  required: msg.fieldRequired,
  aliases: ['video_asset_id'],
  current: (item) => item?.video_asset_id,
  ...spec,
});

/** Show (spec 002 §2.10): name, description, both images; then its episodes. */
export const showContent: ContentType<AdminShow> = {
  fields: [
    titleField('Show name', msg.contentTitleRequired, ShowFieldsSchema.shape.title),
    descriptionField(msg.contentDescriptionRequired, ShowFieldsSchema.shape.description),
    imageField('title_image', 'Title image', true),
    imageField('cover_image', 'Cover image', true),
  ],
  create: createShow,
  update: updateShow,
  editPath: (id) => `/update-show-content/show/${id}`,
  exitTo: () => listing,
  cancelLabel: () => msg.contentCancel,
  tagTarget: (id) => ({ show: id }),
  after: (show) => <EpisodeList showId={show?.id ?? null} episodes={show?.episodes ?? []} />,
};

/** Video (spec 002 §4, §5): name, description, title image, premium, video; then Publish Video. */
export const videoContent: ContentType<AdminVideo> = {
  fields: [
    titleField('Video name', msg.fieldRequired, VideoFieldsSchema.shape.title),
    descriptionField(msg.fieldRequired, VideoFieldsSchema.shape.description),
    imageField('title_image', 'Title image'),
    premiumField('Premium video'),
    videoField({
      currentName: (video) => video?.video ?? (video?.video_playback_id ? 'Video uploaded' : null),
      fileNameField: 'video',
    }),
  ],
  create: createVideo,
  update: updateVideo,
  editPath: (id) => `/update-content/video/${id}`,
  exitTo: () => listing,
  cancelLabel: exitOrCancel,
  tagTarget: (id) => ({ video: id }),
  publish: {
    label: msg.contentPublishVideo,
    run: publishVideo,
    refreshOnError: contentKeys.video,
  },
  after: (video) => <RecipesSection contentType="video" contentId={video?.id ?? null} />,
};

/** YouTube recipe (spec 002 §4, §5): title, title image, YouTube link; then Publish Recipe. */
export const recipeContent: ContentType<AdminYoutubeRecipe> = {
  fields: [
    titleField('Title', msg.contentTitleRequired, YoutubeRecipeFieldsSchema.shape.title),
    imageField('title_image', 'Title image'),
    {
      name: 'youtube_link',
      kind: 'url',
      label: 'YouTube link',
      placeholder: 'https://www.youtube.com/watch?v=…',
      required: msg.fieldRequired,
      rule: YoutubeRecipeFieldsSchema.shape.youtube_link,
      maxLength: contentLimits.youtubeLink,
    },
  ],
  create: createRecipe,
  update: updateRecipe,
  editPath: (id) => `/update-content/recipe/${id}`,
  exitTo: () => listing,
  cancelLabel: exitOrCancel,
  tagTarget: (id) => ({ youtube_recipe: id }),
  // One missing field is named; several are summed up (spec 002 §5).
  invalidNotice: (errors) => {
    const messages = Object.values(errors);
    return messages.length > 1 ? msg.contentYoutubeMandatory : (messages[0] ?? msg.invalidInput);
  },
  publish: {
    label: msg.contentPublishRecipe,
    run: publishRecipe,
    blocked: (recipe) => (recipe.title.trim() ? null : msg.contentPublishTitleMandatory),
    refreshOnError: contentKeys.recipe,
  },
  after: (recipe) => <RecipesSection contentType="recipe" contentId={recipe?.id ?? null} />,
};

const showPage = (show: unknown) => (show ? `/update-show-content/show/${show}` : listing);
const episodeNameShort = (title: unknown) =>
  String(title ?? '').trim().length < contentLimits.episodeNameMin ? msg.contentEpisodeNameShort : null;

/**
 * Episode (spec 002 §2.10, §5): title, title image, premium, video (blocked under three
 * characters of name), tags and connected recipes; Publish Episode (confirmed) once saved.
 */
export const episodeContent: ContentType<AdminEpisode> = {
  fields: [
    titleField('Episode name', msg.contentTitleRequired, EpisodeFieldsSchema.shape.title),
    imageField('title_image', 'Title image'),
    premiumField('Premium episode'),
    videoField({
      currentName: (episode) =>
        episode?.video_file_name ?? (episode?.video_playback_id ? 'Video uploaded' : null),
      fileNameField: 'video_file_name',
      beforeStart: (values) => episodeNameShort(values.title),
    }),
    {
      name: 'show',
      kind: 'hidden',
      required: msg.contentShowRequired,
      initial: (episode, context) => episode?.show ?? context.showId ?? null,
    },
  ],
  create: createEpisode,
  update: updateEpisode,
  editPath: (id) => `/update-episode-content/episode/${id}`,
  exitTo: (values) => showPage(values.show),
  cancelLabel: () => msg.contentCancel,
  tagTarget: (id) => ({ episode: id }),
  publish: {
    label: msg.contentPublishEpisode,
    run: publishEpisode,
    confirm: (episode) => msg.contentConfirmPublishEpisode.replace('{title}', episode.title),
  },
  after: (episode) => <RecipesSection contentType="episode" contentId={episode?.id ?? null} />,
};
