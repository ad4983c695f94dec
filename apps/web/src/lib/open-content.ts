import { msg, normalizeContentType, paths } from '@simmer/contracts';
import { authModal } from './auth-modal';
import { sessionStore } from './session';
import { premiumResume } from './storage';

/** Where an item of each content type opens (spec 000 §2 Search). */
export function contentPath(contentType: string, id: number): string | null {
  switch (normalizeContentType(contentType)) {
    case 'video':
      return paths.video(id);
    case 'show':
      return paths.show(id);
    case 'youtube_recipe':
      return paths.recipe(id);
    case 'episode':
      return paths.episode(id);
    default:
      return null;
  }
}

/** The label a card or a suggestion shows for its type; recipes are labelled Recipe. */
export function contentTypeLabel(contentType: string): string {
  switch (normalizeContentType(contentType)) {
    case 'video':
      return msg.contentTypeVideo;
    case 'show':
      return msg.contentTypeShow;
    case 'episode':
      return msg.contentTypeEpisode;
    default:
      return msg.contentTypeRecipe;
  }
}

/**
 * Opens an item, or for a visitor's premium video or episode stores its id and opens the
 * login modal, so the item resumes after login (spec 000 §4, premium gating).
 * Returns the path to navigate to, or null when the login modal took over.
 */
export function openContent(item: { content_type: string; id: number; is_premium?: boolean }): string | null {
  const type = normalizeContentType(item.content_type);
  if (item.is_premium && !sessionStore.get() && (type === 'video' || type === 'episode')) {
    if (type === 'video') premiumResume.saveVideo(item.id);
    else premiumResume.saveEpisode(item.id);
    authModal.open('login');
    return null;
  }
  return contentPath(item.content_type, item.id);
}
