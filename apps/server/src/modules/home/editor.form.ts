import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { readFilePart } from '../../http/multipart';
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
    const data = await readFilePart(part);
    if (data) form.files[part.fieldname] = data;
  }
  return form;
}

/** Stores the image sent under `field` (png or jpeg, checked by its bytes); null when none was sent. */
export async function coverOf(ctx: AppContext, form: EditorForm, field: string) {
  const data = form.files[field];
  return data ? (await storeImage(ctx, { data, field })).url : null;
}
