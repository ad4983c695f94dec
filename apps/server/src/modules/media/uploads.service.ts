import { randomBytes } from 'node:crypto';
import { msg } from '@simmer/contracts';
import { and, count, eq, lt, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import { type Auth, requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import { enqueueTranscode } from './transcode.service';
import { tusStore } from './tus-store';

/** Ids are 24 random bytes, base64url: unguessable, URL-safe, and safe as storage keys. */
export const newId = (prefix = '') =>
  `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

/** The storage key of an upload's original, which is also its tus id (decision 404). */
export const uploadKey = (assetId: string) => `uploads/${assetId}/original`;
export const assetIdOfKey = (key: string) => key.split('/')[1] ?? '';

type AssetRow = typeof videoAssets.$inferSelect;

/**
 * Records a new upload for its owner, within the member's quota: a few unfinished uploads at
 * once (429) and a bound on their declared sizes together (413).
 */
export async function createUploadRow(
  ctx: AppContext,
  authIn: Auth | null,
  input: { assetId: string; length: number; fileName: string | null },
) {
  const auth = requireAuth(authIn);
  if (input.length > ctx.config.UPLOAD_MAX_BYTES) throw AppError.tooLarge(msg.uploadTooLarge);
  // The quota check and the insert are one step per member (an advisory lock until the
  // transaction ends), so concurrent creations cannot pass either bound.
  const row = await ctx.db.transaction(async (txIn) => {
    const tx = txIn as never as typeof ctx.db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('simmer.uploads'), ${auth.userId}::int)`);
    const [open] = await tx
      .select({ n: count(), bytes: sum(videoAssets.uploadLength).mapWith(Number) })
      .from(videoAssets)
      .where(and(eq(videoAssets.ownerId, auth.userId), eq(videoAssets.status, 'uploading')));
    if ((open?.n ?? 0) >= ctx.config.UPLOAD_MAX_OPEN_PER_MEMBER) throw new AppError(429, msg.uploadQuotaOpen);
    if ((open?.bytes ?? 0) + input.length > ctx.config.UPLOAD_MAX_OPEN_BYTES_PER_MEMBER)
      throw new AppError(413, msg.uploadQuotaBytes);
    const [inserted] = await tx
      .insert(videoAssets)
      .values({
        assetId: input.assetId,
        playbackId: newId(),
        ownerId: auth.userId,
        provider: 'ffmpeg',
        status: 'uploading',
        fileName: input.fileName?.slice(0, 255) ?? null,
        uploadLength: input.length,
      })
      .returning();
    return inserted;
  });
  return row!;
}

/**
 * Records a recording whose original is already stored under `sourceKey` (a live replay),
 * ready to be transcoded. A row already there for the id is kept as it is.
 */
export async function recordStoredOriginal(
  ctx: AppContext,
  input: { assetId: string; ownerId: number | null; fileName: string; sourceKey: string },
) {
  await ctx.db
    .insert(videoAssets)
    .values({
      assetId: input.assetId,
      playbackId: newId(),
      ownerId: input.ownerId,
      provider: 'ffmpeg',
      status: 'processing',
      fileName: input.fileName,
      sourceKey: input.sourceKey,
    })
    .onConflictDoNothing();
}

/** The upload of its owner; anyone else is told it does not exist. */
export async function ownUpload(ctx: AppContext, authIn: Auth | null, assetId: string) {
  const auth = requireAuth(authIn);
  const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, assetId));
  if (!row || row.ownerId !== auth.userId || row.provider !== 'ffmpeg')
    throw AppError.notFound(msg.uploadNotFound);
  return row;
}

/** The offset is what the tus store holds, so bytes received before a dropped connection count. */
export async function uploadOffset(ctx: AppContext, row: AssetRow): Promise<number> {
  if (row.status !== 'uploading') return row.uploadLength ?? row.uploadOffset;
  const upload = await tusStore(ctx)
    .getUpload(uploadKey(row.assetId))
    .catch(() => null);
  return upload?.offset ?? row.uploadOffset;
}

/** The whole file arrived (it is already at its storage key): queue the transcode, once. */
export async function completeUpload(ctx: AppContext, assetId: string, length: number) {
  const done = await ctx.db
    .update(videoAssets)
    .set({
      status: 'processing',
      sourceKey: uploadKey(assetId),
      uploadOffset: length,
      error: null,
      updatedAt: new Date(),
    })
    .where(and(eq(videoAssets.assetId, assetId), eq(videoAssets.status, 'uploading')))
    .returning({ assetId: videoAssets.assetId });
  if (done.length) await enqueueTranscode(ctx, assetId);
}

/** Unfinished uploads untouched this long are removed (their bytes too). */
export const abandonedUploadDays = 7;

export async function removeAbandonedUploads(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.config.now().getTime() - abandonedUploadDays * 86_400_000);
  const rows = await ctx.db
    .delete(videoAssets)
    .where(and(eq(videoAssets.status, 'uploading'), lt(videoAssets.updatedAt, before)))
    .returning({ assetId: videoAssets.assetId });
  for (const r of rows) {
    await tusStore(ctx)
      .remove(uploadKey(r.assetId))
      .catch(() => undefined);
  }
  return rows.length;
}
