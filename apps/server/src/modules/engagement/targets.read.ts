import { msg } from '@simmer/contracts';
import type { Db } from '../../db/client';
import type { EngagementType } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { catalogItemKey, catalogItems } from '../catalog/catalog.read';
import { findPost, type PostRow } from '../community/community.read';

export interface Target {
  type: EngagementType;
  id: number;
  /** The author, for community posts (they are told about likes and comments). */
  ownerId: number | null;
  postType?: PostRow['postType'];
  title: string;
  titleImage: string | null;
}

/**
 * Resolves what a member reacts to, as that member may see it: catalog items only when
 * published (an episode also needs its show published), community posts only for members.
 * Anything else answers 404, exactly like a missing item.
 */
export async function resolveTarget(
  db: Db,
  auth: Auth | null,
  type: EngagementType,
  id: number,
): Promise<Target> {
  if (type === 'user_post') {
    // The community timeline is for members only.
    if (!auth) throw AppError.unauthorized();
    const p = await findPost(db, id);
    if (!p) throw AppError.notFound(msg.postNotFound);
    return {
      type,
      id,
      ownerId: p.userId,
      postType: p.postType,
      title: p.recipeName ?? p.description ?? p.statusText ?? '',
      titleImage: p.image,
    };
  }
  const items = await catalogItems(db, [{ kind: type, id }], { published: true });
  const item = items.get(catalogItemKey(type, id));
  if (!item) throw AppError.notFound();
  return { type, id, ownerId: null, title: item.title, titleImage: item.titleImage };
}
