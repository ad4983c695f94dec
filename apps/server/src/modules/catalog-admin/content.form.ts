import { msg } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { readFilePart } from '../../http/multipart';
import { isSafeKey } from '../../platform/storage/storage';
import { storeImage } from '../media/images.service';

/** The image fields a content form may carry. */
export type ImageField = 'title_image' | 'cover_image';
const imageFields: readonly ImageField[] = ['title_image', 'cover_image'];

/** An image as the form sent it: new bytes, or the address of an image already stored. */
export type ImageInput = { file: Buffer } | { url: string };

export interface ContentForm {
  fields: Record<string, string | boolean | number>;
  images: Partial<Record<ImageField, ImageInput>>;
  /** Whether the body was JSON (publish toggles and API clients) rather than multipart. */
  json: boolean;
}

/**
 * Reads a content form: multipart (text fields, image files) as the spec sends it, or JSON.
 * An image field holds a png/jpeg file, or (either encoding) the address `POST /media/images/`
 * answered, so a client may upload images first and send their addresses (decision 282).
 * Files are kept in memory (at most 5 MB each, at most four) until the fields are valid.
 */
export async function readContentForm(req: FastifyRequest): Promise<ContentForm> {
  const form: ContentForm = { fields: {}, images: {}, json: !req.isMultipart() };
  if (form.json) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (imageFields.includes(key as ImageField)) {
        if (typeof value === 'string' && value.trim()) form.images[key as ImageField] = { url: value.trim() };
      } else if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') {
        form.fields[key] = value;
      }
    }
    return form;
  }
  for await (const part of req.parts()) {
    const image = imageFields.includes(part.fieldname as ImageField) ? (part.fieldname as ImageField) : null;
    if (part.type === 'field') {
      const value = String(part.value ?? '');
      if (image) {
        if (value.trim()) form.images[image] = { url: value.trim() };
      } else form.fields[part.fieldname] = value;
      continue;
    }
    if (!image) {
      part.file.resume();
      continue;
    }
    const data = await readFilePart(part);
    if (data) form.images[image] = { file: data };
  }
  return form;
}

/**
 * The stored address of a form image: a new file goes through `storeImage` (type sniffed from
 * the bytes: "Wrong File type encountered! Please try again."), an address must name an image
 * this server stored.
 */
export async function resolveImage(ctx: AppContext, field: ImageField, input: ImageInput): Promise<string> {
  if ('file' in input) return (await storeImage(ctx, { data: input.file, field })).url;
  const probe = ctx.storage.publicUrl('images/probe');
  const base = probe.slice(0, probe.length - 'images/probe'.length);
  const key = input.url.startsWith(base) ? input.url.slice(base.length) : '';
  if (!key.startsWith('images/') || !isSafeKey(key) || !(await ctx.storage.stat(key))) {
    throw AppError.invalid(msg.contentImageInvalid, { [field]: msg.contentImageInvalid });
  }
  return input.url;
}
