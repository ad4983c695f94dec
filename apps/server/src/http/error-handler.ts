import { msg } from '@simmer/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseError } from './database-errors';
import { AppError } from './errors';
import { multipartError } from './input-guard';

interface FieldIssue {
  path: string;
  message: string;
  empty: boolean;
}

/**
 * Collapses validation issues into the `{msg, errors}` a form shows: one message per field,
 * and "All fields are required!" as the headline when any field was left empty.
 */
export function summarize(issues: FieldIssue[]): { msg: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path || 'non_field_errors';
    if (!(key in errors)) errors[key] = issue.message;
  }
  const empty = issues.find((i) => i.empty);
  return { msg: empty ? empty.message : (issues[0]?.message ?? msg.invalidInput), errors };
}

function valueAt(root: unknown, dotted: string): unknown {
  let cur: unknown = root;
  for (const key of dotted.split('.').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function registerErrorHandler(app: FastifyInstance) {
  // Routes that declare `errorMessage` get the message under that name as well as `msg`.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.routeOptions.config?.errorMessage) return payload;
    const body = payload as { msg?: unknown } | null;
    return body && typeof body.msg === 'string' ? { ...body, errorMessage: body.msg } : payload;
  });
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const mapped = multipartError(thrown);
    const known = mapped instanceof AppError ? mapped : databaseError(thrown);
    const error = (known ?? thrown) as FastifyError;
    if (error instanceof AppError) {
      if (error.status === 503) reply.header('retry-after', '5');
      return reply.status(error.status).send({
        status: error.status,
        msg: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const p = String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.');
        const input = valueAt(request.body, p);
        const empty =
          input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
        return { path: p, message: v.message ?? msg.invalidInput, empty };
      });
      const body = summarize(issues);
      return reply.status(400).send({ status: 400, ...body });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ status: 429, msg: msg.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      const text =
        error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? msg.fileTooLarge
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? msg.requestTooLarge
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? msg.contentTypeNotAccepted
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                ? msg.requestNotJson
                : error.message;
      return reply.status(status).send({ status, msg: text });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ status: 500, msg: msg.somethingWentWrong });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ status: 404, msg: `${msg.notFound} (${request.method} ${request.url.split('?')[0]})` });
  });
}
