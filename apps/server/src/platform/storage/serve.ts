import type { OutgoingHttpHeaders } from 'node:http';
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

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110 §13.1.2: `*` or a list of entity tags, compared weakly. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header || !etag) return false;
  if (header.trim() === '*') return true;
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((t) => opaque(t) === opaque(etag));
}

/**
 * RFC 9110 §13.1.5: a range is honoured only when If-Range names the current
 * representation: a strong entity tag equal to ours, or exactly our Last-Modified date.
 */
export function rangeStillValid(header: string | undefined, etag: string, lastModified: Date): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return !etag.startsWith('W/') && value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(lastModified.getTime() / 1000) === Math.floor(date / 1000);
}

/**
 * Ends a HEAD answer with the headers as set, the real content-length included (Fastify
 * would answer an empty HEAD body with content-length 0).
 */
function endHead(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const headers = { ...reply.getHeaders(), 'x-request-id': request.id } as OutgoingHttpHeaders;
  reply.raw.writeHead(reply.statusCode, headers);
  reply.raw.end();
  return reply;
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
  if (noneMatch(request.headers['if-none-match'], info.etag)) return reply.status(304).send();
  if (body) {
    reply.header('content-length', String(body.length));
    return request.method === 'HEAD' ? endHead(request, reply) : reply.send(body);
  }
  const ifRange = request.headers['if-range'];
  const range = rangeStillValid(
    typeof ifRange === 'string' ? ifRange : undefined,
    info.etag,
    info.lastModified,
  )
    ? parseRange(request.headers.range, info.size)
    : null;
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${info.size}`);
    return reply.status(416).send();
  }
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(info.size));
  }
  // HEAD answers the real length without reading the bytes.
  if (request.method === 'HEAD') return endHead(request, reply);
  const stream = await storage.read(key, range ?? undefined);
  if (!stream) throw AppError.notFound();
  return reply.send(stream);
}
