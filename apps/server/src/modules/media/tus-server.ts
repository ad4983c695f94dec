import { msg } from '@simmer/contracts';
import { ERRORS, Server } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { checkField } from '../../http/input-guard';
import { tusEndpoint } from './hosts.service';
import { uploadLocker } from './tus-locker';
import { tusStore } from './tus-store';
import {
  assetIdOfKey,
  completeUpload,
  createUploadRow,
  newId,
  ownUpload,
  uploadKey,
} from './uploads.service';

/** The request as the library hands it to hooks: the one the route built. */
type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onIncomingRequest']>>[0];

/** The member of each request, set by the route (the access hook has checked the token). */
const callers = new WeakMap<object, Auth | null>();
export const setCaller = (req: Request, auth: Auth | null) => callers.set(req, auth);
const callerOf = (req: TusRequest) => callers.get(req) ?? null;

const uploadPath = new RegExp(`^${tusEndpoint}([A-Za-z0-9]{8,64})/?$`);

/** Library errors in the catalogue's words; anything unexpected is logged. */
function toAnswer(ctx: AppContext, err: unknown): { status: number; msg: string } {
  if (err instanceof AppError) return { status: err.status, msg: err.message };
  const known = err as { status_code?: number; body?: string };
  if (known === ERRORS.ERR_LOCK_TIMEOUT) return { status: 409, msg: msg.uploadOffsetMismatch };
  // Extensions the stores do not have answer 501 in the library: a 400 the client acts on
  // (tus-js-client does not retry a 4xx; the page sends one upload). Not advertised in OPTIONS.
  if (known === ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION) return { status: 400, msg: msg.uploadInOnePiece };
  if (known === ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION)
    return { status: 400, msg: msg.uploadLengthRequired };
  if (known.status_code === 501) return { status: 400, msg: msg.invalidInput };
  switch (known.status_code) {
    case 409:
      return { status: 409, msg: msg.uploadOffsetMismatch };
    case 404:
    case 410:
      return { status: 404, msg: msg.uploadNotFound };
    case 413:
      return { status: 413, msg: msg.uploadTooLarge };
  }
  if (known.status_code && known.status_code < 500) {
    return { status: known.status_code, msg: known.body?.trim() || msg.invalidInput };
  }
  ctx.log.error({ err }, 'tus upload failed');
  return { status: 500, msg: msg.somethingWentWrong };
}

/**
 * tus 1.0 through `@tus/server` (core, creation, termination; no concatenation, so no parallel
 * uploads): the page creates an upload with POST, sends the bytes in PATCH requests from the
 * offset HEAD reports, and resumes through any process after a dropped connection or a reload. Only the uploader sees or touches it.
 */
export function createTusServer(ctx: AppContext): Server {
  const server = new Server({
    path: tusEndpoint.replace(/\/$/, ''),
    datastore: tusStore(ctx),
    locker: uploadLocker(ctx.database),
    maxSize: ctx.config.UPLOAD_MAX_BYTES,
    namingFunction: () => uploadKey(newId()),
    // The address is `/v1/media/uploads/<assetId>/`; the tus id is the storage key behind it.
    generateUrl: (_req, { id }) => `${tusEndpoint}${assetIdOfKey(id)}/`,
    getFileIdFromRequest: (req) => {
      const assetId = uploadPath.exec(new URL(req.url).pathname)?.[1];
      return assetId ? uploadKey(assetId) : undefined;
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const row = await ownUpload(ctx, callerOf(req), assetIdOfKey(id));
      if (req.method === 'DELETE' && row.status !== 'uploading')
        throw AppError.conflict(msg.uploadOffsetMismatch);
      if (req.method === 'PATCH') {
        // Abandoned uploads are counted from the last bytes received.
        await ctx.db
          .update(videoAssets)
          .set({ updatedAt: new Date() })
          .where(eq(videoAssets.assetId, row.assetId));
      }
    },
    async onUploadCreate(req, upload) {
      if (upload.size === undefined) throw AppError.invalid(msg.uploadLengthRequired);
      const meta = upload.metadata ?? {};
      // Metadata is base64 in a header: a name decoded with a NUL is refused like any input.
      for (const [name, value] of Object.entries(meta)) if (value) checkField(name, value);
      await createUploadRow(ctx, callerOf(req), {
        assetId: assetIdOfKey(upload.id),
        length: upload.size,
        fileName: meta.filename ?? meta.name ?? null,
      });
      return {};
    },
    async onUploadFinish(_req, upload) {
      await completeUpload(ctx, assetIdOfKey(upload.id), upload.size ?? upload.offset);
      return {};
    },
    onResponseError(_req, err) {
      const answer = toAnswer(ctx, err);
      return { status_code: answer.status, body: JSON.stringify(answer) };
    },
  });
  server.on('POST_TERMINATE', (_req, _res, id: string) => {
    ctx.db
      .delete(videoAssets)
      .where(eq(videoAssets.assetId, assetIdOfKey(id)))
      .catch((err) => ctx.log.error({ err }, 'terminated upload not removed'));
  });
  return server;
}
