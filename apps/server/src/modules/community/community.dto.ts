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
