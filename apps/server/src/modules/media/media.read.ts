import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videoAssets } from '../../db/schema';

/**
 * What other modules may read of the media pipeline's uploads (decision 580): they call
 * this instead of importing `video_assets`.
 */

export type VideoAssetRow = typeof videoAssets.$inferSelect;

/** One uploaded (or recorded) video by its asset id. */
export async function findVideoAsset(db: Db, assetId: string): Promise<VideoAssetRow | null> {
  const [row] = await db.select().from(videoAssets).where(eq(videoAssets.assetId, assetId));
  return row ?? null;
}

/**
 * The status of the uploaded video whose asset id is `assetId` (null when there is none), as a
 * correlated subquery (for each row of a list).
 */
export function videoStatusOf(assetId: SQLWrapper) {
  return sql<
    VideoAssetRow['status'] | null
  >`(select ${videoAssets.status} from ${videoAssets} where ${videoAssets.assetId} = ${assetId})`;
}

/**
 * How far the transcode of the video whose asset id is `assetId` has come (0-100; null before it
 * starts or when there is no such video), as a correlated subquery.
 */
export function videoProgressOf(assetId: SQLWrapper) {
  return sql<
    number | null
  >`(select ${videoAssets.progressPercent} from ${videoAssets} where ${videoAssets.assetId} = ${assetId})`;
}

/**
 * Storage prefixes of uploads still arriving (`uploads/<assetId>/`): their bytes change until
 * the last one lands, so a backup leaves them out (the member sends the video again).
 */
export async function unfinishedUploadPrefixes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ assetId: videoAssets.assetId })
    .from(videoAssets)
    .where(eq(videoAssets.status, 'uploading'));
  return rows.map((r) => `uploads/${r.assetId}/`);
}
