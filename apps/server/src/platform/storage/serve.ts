import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { ByteRange, Storage } from './storage';

/** Parses a single `bytes=` range; null means "send it whole", 'invalid' answers 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null; // multiple or odd ranges: send the whole file, which HTTP allows
  const [, a, b] = m;
  if (a === '' && b === '') return 'invalid';
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Sends one stored key with `accept-ranges`, 206 partial answers, ETag revalidation and the
 * given cache policy. Video players seek with ranges; images revalidate with ETags.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  cacheControl: string,
  body?: Buffer,
) {
  const info = await storage.stat(key);
  if (!info) throw AppError.notFound();
  reply.header('cache-control', cacheControl);
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', info.etag);
  reply.header('last-modified', info.lastModified.toUTCString());
  reply.type(info.contentType);
  if (request.headers['if-none-match'] && request.headers['if-none-match'] === info.etag) {
    return reply.status(304).send();
  }
  if (body) return reply.send(body);
  const range = parseRange(request.headers.range, info.size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${info.size}`);
    return reply.status(416).send();
  }
  const stream = await storage.read(key, range ?? undefined);
  if (!stream) throw AppError.notFound();
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(info.size));
  }
  if (request.method === 'HEAD') {
    stream.destroy();
    return reply.send();
  }
  return reply.send(stream);
}
