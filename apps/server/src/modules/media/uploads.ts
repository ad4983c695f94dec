import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { msg } from '@simmer/contracts';
import { and, count, eq, lt, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import { type Auth, requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import { enqueueTranscode } from './transcode';

/** Ids are 24 random bytes, base64url: unguessable, URL-safe, and safe as storage keys. */
export const newId = (prefix = '') =>
  `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Where the bytes of an unfinished upload are appended (always the local disk). */
export const partFile = (ctx: AppContext, assetId: string) =>
  path.join(ctx.config.dataDir, 'uploads', `${assetId}.part`);

/** PGlite serves one process: uploads being written are known in memory there. */
const writing = new Set<string>();

/**
 * Runs `write` while holding the upload's lock; a second PATCH on the same upload, through
 * any process, answers 409 meanwhile. On PostgreSQL the lock is a transaction-level advisory
 * lock: it is released when the request ends, and by the server if the process dies.
 */
async function withUploadLock<T>(ctx: AppContext, assetId: string, write: () => Promise<T>): Promise<T> {
  if (ctx.database.kind === 'postgres') {
    return ctx.db.transaction(async (tx) => {
      const res = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`simmer:upload:${assetId}`}, 0)) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!res.rows[0]?.locked) throw AppError.conflict(msg.uploadOffsetMismatch);
      return write();
    });
  }
  if (writing.has(assetId)) throw AppError.conflict(msg.uploadOffsetMismatch);
  writing.add(assetId);
  try {
    return await write();
  } finally {
    writing.delete(assetId);
  }
}

export async function createUpload(
  ctx: AppContext,
  authIn: Auth | null,
  input: { length: number; fileName: string | null },
) {
  const auth = requireAuth(authIn);
  if (input.length > ctx.config.UPLOAD_MAX_BYTES) throw AppError.tooLarge(msg.uploadTooLarge);
  const [open] = await ctx.db
    .select({ n: count(), bytes: sum(videoAssets.uploadLength).mapWith(Number) })
    .from(videoAssets)
    .where(and(eq(videoAssets.ownerId, auth.userId), eq(videoAssets.status, 'uploading')));
  if ((open?.n ?? 0) >= ctx.config.UPLOAD_MAX_OPEN_PER_MEMBER) throw new AppError(429, msg.uploadQuotaOpen);
  if ((open?.bytes ?? 0) + input.length > ctx.config.UPLOAD_MAX_OPEN_BYTES_PER_MEMBER)
    throw new AppError(413, msg.uploadQuotaBytes);
  const assetId = newId();
  await mkdir(path.dirname(partFile(ctx, assetId)), { recursive: true });
  await writeFile(partFile(ctx, assetId), Buffer.alloc(0));
  const [row] = await ctx.db
    .insert(videoAssets)
    .values({
      assetId,
      playbackId: newId(),
      ownerId: auth.userId,
      provider: 'ffmpeg',
      status: 'uploading',
      fileName: input.fileName?.slice(0, 255) ?? null,
      uploadLength: input.length,
    })
    .returning();
  if (input.length === 0) await completeUpload(ctx, assetId);
  return row!;
}

/** The upload of its owner; anyone else is told it does not exist. */
export async function ownUpload(ctx: AppContext, authIn: Auth | null, assetId: string) {
  const auth = requireAuth(authIn);
  const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, assetId));
  if (!row || row.ownerId !== auth.userId || row.provider !== 'ffmpeg')
    throw AppError.notFound(msg.uploadNotFound);
  return row;
}

/** The offset is what is really on disk, so bytes received before a dropped connection count. */
export async function uploadOffset(ctx: AppContext, row: typeof videoAssets.$inferSelect): Promise<number> {
  if (row.status !== 'uploading') return row.uploadLength ?? row.uploadOffset;
  const s = await stat(partFile(ctx, row.assetId)).catch(() => null);
  return s ? Math.min(s.size, row.uploadLength ?? s.size) : row.uploadOffset;
}

/**
 * Appends a PATCH body at `offset`. A wrong offset answers 409 (the client asks HEAD and
 * resumes from there); bytes past the declared length are refused.
 */
export async function appendUpload(
  ctx: AppContext,
  auth: Auth | null,
  assetId: string,
  offset: number,
  body: Readable,
) {
  const row = await ownUpload(ctx, auth, assetId);
  if (row.status !== 'uploading') throw AppError.conflict(msg.uploadOffsetMismatch);
  const length = row.uploadLength ?? 0;
  let current = 0;
  let received = 0;
  await withUploadLock(ctx, assetId, async () => {
    current = await uploadOffset(ctx, row);
    if (offset !== current) throw AppError.conflict(msg.uploadOffsetMismatch);
    const out = createWriteStream(partFile(ctx, assetId), { flags: 'a' });
    const limiter = async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        received += chunk.length;
        if (current + received > length) throw AppError.invalid(msg.uploadTooLarge);
        yield chunk;
      }
    };
    await pipeline(body, limiter, out).catch((err) => {
      // A dropped connection keeps what arrived; the client resumes from the new offset.
      if (err instanceof AppError) throw err;
    });
  });
  const fresh = { ...row, uploadOffset: current + received };
  const newOffset = await uploadOffset(ctx, fresh);
  await ctx.db
    .update(videoAssets)
    .set({ uploadOffset: newOffset, updatedAt: new Date() })
    .where(eq(videoAssets.assetId, assetId));
  if (newOffset === length) await completeUpload(ctx, assetId);
  return newOffset;
}

/** The whole file arrived: keep the original in storage and queue the transcode. */
async function completeUpload(ctx: AppContext, assetId: string) {
  const sourceKey = `uploads/${assetId}/original`;
  await ctx.storage.putFile(sourceKey, partFile(ctx, assetId), 'application/octet-stream', { move: true });
  await ctx.db
    .update(videoAssets)
    .set({ status: 'processing', sourceKey, error: null, updatedAt: new Date() })
    .where(eq(videoAssets.assetId, assetId));
  await enqueueTranscode(ctx, assetId);
}

export async function deleteUpload(ctx: AppContext, auth: Auth | null, assetId: string) {
  const row = await ownUpload(ctx, auth, assetId);
  if (row.status !== 'uploading') throw AppError.conflict(msg.uploadOffsetMismatch);
  await rm(partFile(ctx, assetId), { force: true });
  await ctx.db.delete(videoAssets).where(eq(videoAssets.assetId, assetId));
}

/** Unfinished uploads untouched this long are removed (their part files too). */
export const abandonedUploadDays = 7;

export async function removeAbandonedUploads(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.config.now().getTime() - abandonedUploadDays * 86_400_000);
  const rows = await ctx.db
    .delete(videoAssets)
    .where(and(eq(videoAssets.status, 'uploading'), lt(videoAssets.updatedAt, before)))
    .returning({ assetId: videoAssets.assetId });
  for (const r of rows) await rm(partFile(ctx, r.assetId), { force: true });
  return rows.length;
}
