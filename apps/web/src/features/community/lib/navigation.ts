import { type PostType, postTypeOfTab, postTypeTabs } from '@simmer/contracts';

/** Where the reader came from (spec 001 §2: a navigation state such as backPageUrl carries it). */
export type BackPage = 'timeline' | 'chatboard' | 'user-posts' | 'notifications' | 'saved-posts';
export interface PostNavState {
  backPageUrl?: BackPage;
  detail?: 'saved-posts';
}

export const tabOf = (type: PostType) => postTypeTabs[type];
export { postTypeOfTab };

/** The detail page of a post: status posts have their own; own-posts pages use the user variants. */
export function postDetailPath(post: { id: number; post_type: PostType }, from: BackPage) {
  const own = from === 'chatboard' || from === 'user-posts';
  if (post.post_type === 'status') return own ? `/user-status-post/${post.id}` : `/post-status/${post.id}`;
  return own ? `/view-user-post/${post.id}` : `/view-post/${post.id}`;
}

/** Back from a detail page, to the list the reader came from. */
export function backPath(state: PostNavState | null | undefined, type: PostType | undefined) {
  const tab = type ? `/${tabOf(type)}` : '';
  if (state?.detail === 'saved-posts' || state?.backPageUrl === 'saved-posts') return '/saved-post';
  switch (state?.backPageUrl) {
    case 'chatboard':
      return `/chatboard${tab}`;
    case 'user-posts':
      return `/user-posts${tab}`;
    case 'notifications':
      return '/notifications';
    default:
      return `/community-timeline${tab}`;
  }
}

export const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Saved-post descriptions are cut at 200 characters (spec 001 §9). */
export const cut = (text: string | null | undefined, max: number) =>
  !text ? '' : text.length > max ? `${text.slice(0, max)}...` : text;
