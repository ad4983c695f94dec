import type { AppContext } from '../../context';
import { isSafeKey } from '../../platform/storage/storage';
import { storedImageKeys } from '../media/images.service';

/** The storage key of one of our own media addresses; null for an address elsewhere. */
export function storageKeyOf(ctx: AppContext, url: string): string | null {
  const base = ctx.storage.publicUrl('');
  let path: string;
  if (url.startsWith(base)) path = url.slice(base.length);
  else if (ctx.config.publicUrl && url.startsWith(`${ctx.config.publicUrl}${base}`)) {
    path = url.slice(ctx.config.publicUrl.length + base.length);
  } else return null;
  const key = decodeURIComponent(path.split('?')[0]!.replace(/^\/+/, ''));
  return isSafeKey(key) ? key : null;
}

/**
 * Removes the pictures a deleted member uploaded (avatar, post and comment images, every size)
 * from storage, once the rows that showed them are gone. A file that cannot be removed is logged:
 * its address is unguessable and nothing links to it any more.
 */
export async function deleteUploadedFiles(ctx: AppContext, urls: string[]) {
  for (const url of urls) {
    const stored = storageKeyOf(ctx, url);
    if (!stored) continue;
    // The picture's other sizes go with it.
    for (const key of storedImageKeys(stored)) {
      await ctx.storage
        .delete(key)
        .catch((err: unknown) => ctx.log.warn({ err, key }, 'upload removal failed'));
    }
  }
}
