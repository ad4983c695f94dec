import { z } from 'zod';
import { postTypes } from './constants';

export const notificationTypes = [
  'post_like',
  'post_comment',
  'announcement',
  'livestream',
  'comment_reply',
] as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  type: z.enum(notificationTypes),
  is_read: z.boolean(),
  created: z.string(),
  related_post: z.number().int().nullable(),
  related_post_details: z.object({ post_type: z.enum(postTypes), image: z.string().nullable() }).nullable(),
  related_content_details: z
    .object({
      published_item_type: z.string().nullable(),
      published_item_id: z.number().int().nullable(),
      announcement_item_details: z.object({
        title: z.string().nullable(),
        title_image: z.string().nullable(),
      }),
    })
    .nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const UnreadCountSchema = z.object({ unread_count: z.number().int() });

/** Mark some notifications read (`ids`), or all of them when `ids` is absent. */
export const MarkReadSchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });

/** Events pushed over GET /v1/events (server-sent events). */
export type LiveEvent = { type: 'unread'; unread_count: number };

export const PushKeySchema = z.object({ public_key: z.string().nullable() });

/** Where a notification entry leads (spec 001 §2 Notifications, §4). */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'related_post' | 'related_post_details' | 'related_content_details'>,
): string {
  if (n.type === 'livestream') return '/join-livestream';
  if (n.related_post) {
    return n.related_post_details?.post_type === 'status'
      ? `/post-status/${n.related_post}`
      : `/view-post/${n.related_post}`;
  }
  const item = n.related_content_details;
  const id = item?.published_item_id;
  if (item && id) {
    switch (item.published_item_type) {
      case 'video':
        return `/video/${id}`;
      case 'episode':
        return `/watch-show/${id}`;
      case 'show':
        return `/view-show/${id}`;
      case 'youtube_recipe':
      case 'youtube-recipe':
      case 'recipe':
        return `/recipe/${id}`;
    }
  }
  return '/notifications';
}

export { fillMessage } from './fill-message';
