import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in a URL: the password-reset token is a segment of its path (spec 000 §7),
 * and the event streams take `?access_token=`. Logs keep the route and drop the secret.
 */
const secretSegments = [/(\/password-reset-confirm\/[^/?]+\/)[^/?]+/];
const secretParams = /([?&](?:access_token|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  let out = url;
  for (const re of secretSegments) out = out.replace(re, '$1[redacted]');
  return out.replace(secretParams, '$1[redacted]');
}

/** Fastify's request log line, with `redactUrl` applied to its address. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
