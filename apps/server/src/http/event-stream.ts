import type { FastifyReply, FastifyRequest } from 'fastify';
import { leaveAdmission } from './admission';
import { AppError } from './errors';

/**
 * The access token of an event stream: EventSource cannot send headers, so it may come as
 * `?access_token=`; a bearer header is accepted too. No token answers 401.
 */
export function eventStreamToken(req: FastifyRequest<{ Querystring: { access_token?: string } }>): string {
  const header = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = req.query.access_token ?? header;
  if (!token) throw AppError.unauthorized();
  return token;
}

/** Takes the answer over from Fastify and opens a server-sent events stream on it. */
export function openEventStream(req: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  // A stream stays open while the client listens: it holds no place of the admission queue.
  leaveAdmission(req);
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  return res;
}
