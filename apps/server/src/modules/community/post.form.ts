import { msg } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { readFilePart } from '../../http/multipart';
import type { PostForm } from './community.service';

/**
 * Reads a post form: multipart (text fields plus an `image` file), or JSON for posts
 * without files. A video travels as the id of a finished resumable upload, never as a
 * file in this request.
 */
export async function readPostForm(req: FastifyRequest): Promise<PostForm> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body))
      if (value !== null && value !== undefined) fields[key] = String(value);
    return { fields };
  }
  const form: PostForm = { fields: {} };
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (part.fieldname === 'image') {
      const data = await readFilePart(part);
      if (data) form.image = data;
    } else if (part.fieldname === 'video') {
      part.file.resume();
      throw AppError.invalid(msg.postVideoNotReady, { video: msg.postVideoNotReady });
    } else {
      part.file.resume();
    }
  }
  return form;
}
