import type { AdminEpisode, AdminShow, AdminVideo, AdminYoutubeRecipe } from '@simmer/contracts';
import type { episodes, shows, videos, youtubeRecipes } from '../../db/schema';
import { toConnectedRecipe } from '../catalog/catalog.dto';
import type { connectedOf } from '../catalog/catalog.read';

type Connected = Awaited<ReturnType<typeof connectedOf>>;
const iso = (d: Date) => d.toISOString();
const recipesOf = (list: Connected) => list.map((c) => toConnectedRecipe(c.recipe, c.ingredients));

export function toAdminVideo(
  v: typeof videos.$inferSelect,
  tags: string[],
  connected: Connected,
): AdminVideo {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    title_image: v.titleImage,
    video: v.videoFileName,
    is_premium: v.isPremium,
    is_publish: v.isPublish,
    tags_names: tags,
    connected_recipe: recipesOf(connected),
    video_asset_id: v.videoAssetId,
    video_playback_id: v.videoPlaybackId,
    live_comment_count: v.liveCommentCount,
    created: iso(v.createdAt),
    updated: iso(v.updatedAt),
  };
}

export function toAdminEpisode(
  e: typeof episodes.$inferSelect,
  showName: string,
  tags: string[],
  connected: Connected,
): AdminEpisode {
  return {
    id: e.id,
    title: e.title,
    title_image: e.titleImage,
    is_premium: e.isPremium,
    is_publish: e.isPublish,
    show: e.showId,
    show_name: showName,
    video_file_name: e.videoFileName,
    video_asset_id: e.videoAssetId,
    video_playback_id: e.videoPlaybackId,
    video: e.videoFileName,
    tags_names: tags,
    connected_recipe: recipesOf(connected),
    created: iso(e.createdAt),
    updated: iso(e.updatedAt),
  };
}

export function toAdminShow(s: typeof shows.$inferSelect, tags: string[], list: AdminEpisode[]): AdminShow {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    title_image: s.titleImage,
    cover_image: s.coverImage,
    tags_names: tags,
    is_publish: s.isPublish,
    episodes: list,
    created: iso(s.createdAt),
    updated: iso(s.updatedAt),
  };
}

export function toAdminYoutubeRecipe(
  r: typeof youtubeRecipes.$inferSelect,
  tags: string[],
  connected: Connected,
): AdminYoutubeRecipe {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    title_image: r.titleImage,
    youtube_link: r.youtubeLink,
    is_publish: r.isPublish,
    tags_names: tags,
    connected_recipe: recipesOf(connected),
    created: iso(r.createdAt),
    updated: iso(r.updatedAt),
  };
}
