import type { MultipartFile } from '@fastify/multipart';
import { limits, msg } from '@simmer/contracts';
import type { z } from 'zod';
import { summarize } from './error-handler';
import { AppError } from './errors';

/**
 * The bytes of one file of a multipart form, at most the attachment limit (413 "image too
 * large" past it); null when the part is empty. Shared by every form that takes an image.
 */
export async function readFilePart(part: MultipartFile): Promise<Buffer | null> {
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.tooLarge(msg.imageTooLarge);
    throw err;
  });
  if (data.length > limits.maxAttachmentBytes) throw AppError.tooLarge(msg.imageTooLarge);
  return data.length ? data : null;
}

/** Validates form fields with a contract schema; failures answer 400 with one message per field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => {
    const path = i.path.map(String).join('.');
    const value = fields[String(i.path[0] ?? '')];
    return {
      path,
      message: i.message,
      empty: value === undefined || (typeof value === 'string' && value.trim() === ''),
    };
  });
  const { msg: message, errors } = summarize(issues);
  throw AppError.invalid(message, errors);
}
