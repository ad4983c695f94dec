import type { Post } from '@simmer/contracts';
import type { PostView } from './community.repo';

/** A post as the API shows it. `likes`/`bookmarks` hold only the viewer's id, when set. */
export function toPostDto(row: PostView, viewerId: number): Post {
  const p = row.post;
  return {
    id: p.id,
    post_type: p.postType,
    image: p.image,
    video: p.videoAssetId,
    video_playback_id: p.videoPlaybackId,
    // A post whose upload row is gone (or a video host without one) plays as ready.
    video_status: p.videoAssetId ? (row.videoStatus ?? 'ready') : null,
    video_progress: p.videoAssetId ? row.videoProgress : null,
    status_text: p.statusText,
    description: p.description,
    recipe_name: p.recipeName,
    instructions: p.instructions,
    likes: row.liked ? [viewerId] : [],
    likes_count: row.likesCount,
    bookmarks: row.bookmarked ? [viewerId] : [],
    bookmarks_count: row.bookmarksCount,
    comments_count: row.commentsCount,
    user_details: {
      id: row.author.id,
      first_name: row.author.firstName,
      last_name: row.author.lastName,
      profile_image: row.author.profileImage,
    },
    created: p.createdAt.toISOString(),
    updated: p.updatedAt.toISOString(),
  };
}
