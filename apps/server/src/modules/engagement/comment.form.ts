import type { FastifyRequest } from 'fastify';
import { readFilePart } from '../../http/multipart';

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
      const data = await readFilePart(part);
      if (data) form.image = data;
    } else {
      part.file.resume();
    }
  }
  return form;
}
