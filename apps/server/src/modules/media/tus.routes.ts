import type { Readable } from 'node:stream';
import { msg } from '@simmer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { tusEndpoint } from './hosts';
import { appendUpload, createUpload, deleteUpload, ownUpload, uploadOffset } from './uploads';

const TUS_VERSION = '1.0.0';

/** `filename d29ybGQ=,filetype dmlkZW8vbXA0` into an object. */
export function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

function requireTus(request: FastifyRequest) {
  if (request.headers['tus-resumable'] !== TUS_VERSION) {
    throw new AppError(412, `This server speaks tus ${TUS_VERSION}.`);
  }
}

const headerInt = (value: string | string[] | undefined): number | null => {
  const v = Array.isArray(value) ? value[0] : value;
  return v !== undefined && /^\d{1,15}$/.test(v) ? Number(v) : null;
};

/**
 * A compact tus 1.0 server (core, creation, termination): the page creates an upload with
 * POST, sends the bytes in PATCH requests from the offset HEAD reports, and can resume
 * after a dropped connection or a reload. Only the uploader can see or touch an upload.
 */
export function tusRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['media'];
  const params = z.object({ assetId: z.string().regex(/^[A-Za-z0-9]{8,64}$/) });
  return async (app) => {
    // PATCH bodies are streamed to disk, never buffered.
    app.addContentTypeParser('application/offset+octet-stream', (_req, payload, done) => done(null, payload));
    app.addHook('onSend', async (_request, reply: FastifyReply) => {
      reply.header('tus-resumable', TUS_VERSION);
      reply.header('cache-control', 'no-store');
    });

    app.options('/media/uploads/', {
      config: { access: 'public' },
      schema: { tags, hide: true },
      handler: async (_req, reply) =>
        reply
          .status(204)
          .header('tus-version', TUS_VERSION)
          .header('tus-extension', 'creation,termination')
          .header('tus-max-size', String(ctx.config.UPLOAD_MAX_BYTES))
          .send(),
    });
    app.post('/media/uploads/', {
      config: { access: 'user' },
      schema: { tags, hide: true },
      handler: async (req, reply) => {
        requireTus(req);
        const length = headerInt(req.headers['upload-length']);
        if (length === null) throw AppError.invalid(msg.uploadLengthRequired);
        const meta = parseMetadata(req.headers['upload-metadata'] as string | undefined);
        const row = await createUpload(ctx, req.auth, {
          length,
          fileName: meta.filename ?? meta.name ?? null,
        });
        return reply
          .status(201)
          .header('location', `${tusEndpoint}${row.assetId}/`)
          .header('upload-offset', '0')
          .send();
      },
    });
    app.head('/media/uploads/:assetId/', {
      config: { access: 'user' },
      schema: { tags, hide: true, params },
      handler: async (req, reply) => {
        requireTus(req);
        const row = await ownUpload(ctx, req.auth, req.params.assetId);
        return reply
          .status(200)
          .header('upload-offset', String(await uploadOffset(ctx, row)))
          .header('upload-length', String(row.uploadLength ?? 0))
          .send();
      },
    });
    app.patch('/media/uploads/:assetId/', {
      config: { access: 'user' },
      schema: { tags, hide: true, params },
      handler: async (req, reply) => {
        requireTus(req);
        if (req.headers['content-type'] !== 'application/offset+octet-stream') {
          throw AppError.unsupported('Send the bytes as application/offset+octet-stream.');
        }
        const offset = headerInt(req.headers['upload-offset']);
        if (offset === null) throw AppError.invalid(msg.uploadOffsetMismatch);
        const next = await appendUpload(ctx, req.auth, req.params.assetId, offset, req.body as Readable);
        return reply.status(204).header('upload-offset', String(next)).send();
      },
    });
    app.delete('/media/uploads/:assetId/', {
      config: { access: 'user' },
      schema: { tags, hide: true, params },
      handler: async (req, reply) => {
        requireTus(req);
        await deleteUpload(ctx, req.auth, req.params.assetId);
        return reply.status(204).send();
      },
    });
  };
}
