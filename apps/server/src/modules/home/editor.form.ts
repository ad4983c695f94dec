import { limits, msg } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { summarize } from '../../http/error-handler';
import { AppError } from '../../http/errors';
import { storeImage } from '../media/images.service';

export interface EditorForm {
  fields: Record<string, string>;
  /** Non-empty files by field name; an empty part (the spec's `cover_image: ''`) is absent. */
  files: Record<string, Buffer>;
}

/**
 * Reads an editor form: multipart (text fields plus the named image files) or JSON.
 * Unknown file fields are drained and ignored; files over the attachment limit answer 413.
 */
export async function readEditorForm(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<EditorForm> {
  const form: EditorForm = { fields: {}, files: {} };
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (value !== null && value !== undefined && typeof value !== 'object')
        form.fields[key] = String(value);
    }
    return form;
  }
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (!fileFields.includes(part.fieldname)) {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.tooLarge(msg.imageTooLarge);
      throw err;
    });
    if (data.length > limits.maxAttachmentBytes) throw AppError.tooLarge(msg.imageTooLarge);
    if (data.length) form.files[part.fieldname] = data;
  }
  return form;
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

/** Stores the image sent under `field` (png or jpeg, checked by its bytes); null when none was sent. */
export async function coverOf(ctx: AppContext, form: EditorForm, field: string) {
  const data = form.files[field];
  return data ? (await storeImage(ctx, { data, field })).url : null;
}
