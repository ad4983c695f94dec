import { limits, msg } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { summarize } from '../../http/error-handler';
import { AppError } from '../../http/errors';

export interface CommentForm {
  fields: Record<string, string>;
  image?: Buffer;
}

/** Reads a comment form: multipart (fields plus an optional `image` file) or JSON without an image. */
export async function readCommentForm(req: FastifyRequest): Promise<CommentForm> {
  if (!req.isMultipart()) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
      if (v !== null && v !== undefined) fields[k] = String(v);
    }
    return { fields };
  }
  const form: CommentForm = { fields: {} };
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value ?? '');
    } else if (part.fieldname === 'image') {
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.tooLarge(msg.imageTooLarge);
        throw err;
      });
      if (data.length > limits.maxAttachmentBytes) throw AppError.tooLarge(msg.imageTooLarge);
      if (data.length) form.image = data;
    } else {
      part.file.resume();
    }
  }
  return form;
}

/** Validates form fields with a contract schema; failures answer 400 with field errors. */
export function parseFields<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const path = i.path.join('.');
    const value = fields[path];
    return { path, message: i.message, empty: value === undefined || value.trim() === '' };
  });
  const body = summarize(issues);
  throw AppError.invalid(body.msg, body.errors);
}
