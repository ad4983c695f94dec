import { type ImageSize, imageSizes, limits, msg, type StoredImage } from '@simmer/contracts';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { newKey } from '../../platform/storage';

/** Above this many pixels an image is refused before it is decoded (decompression bombs). */
/** Pages show images at most 1600 px wide; 24 MP takes any camera's photo at full size (decision 443). */
export const maxImagePixels = 24_000_000;

type ImageKind = 'png' | 'jpeg';

/** The file's real type from its first bytes; the name and the declared type are ignored. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

const wrongType = (field: string) => AppError.invalid(msg.wrongFileType, { [field]: msg.wrongFileType });

/**
 * Validates and stores an uploaded image: png or jpeg by its bytes, at most 5,000,000 bytes,
 * at most 24 megapixels (checked from the header, before decoding), then re-encoded (which
 * drops metadata and anything appended to the pixels) in three sizes.
 */
export async function storeImage(
  ctx: AppContext,
  input: { data: Buffer; field: string },
): Promise<StoredImage> {
  const { data, field } = input;
  if (data.length > limits.maxAttachmentBytes) throw AppError.tooLarge(msg.imageTooLarge);
  const kind = sniffImage(data);
  if (!kind) throw wrongType(field);

  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw wrongType(field);
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw wrongType(field);
  if (meta.width * meta.height > maxImagePixels) {
    throw AppError.invalid(msg.imageTooManyPixels, { [field]: msg.imageTooManyPixels });
  }

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoding fully (with EXIF orientation applied) proves the file is a real image.
    decoded = await sharp(data, { limitInputPixels: maxImagePixels, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw wrongType(field);
  }
  const raw = {
    raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels },
  };
  const ext = kind === 'png' ? '.png' : '.jpg';
  const base = newKey('images');
  const sizes: Record<string, string> = {};
  for (const [name, px] of Object.entries(imageSizes) as Array<[ImageSize, number]>) {
    const pipeline = sharp(decoded.data, raw).resize(px, px, { fit: 'inside', withoutEnlargement: true });
    const out =
      kind === 'png'
        ? await pipeline.png({ compressionLevel: 9, palette: false }).toBuffer()
        : await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const key = `${base}-${px}${ext}`;
    await ctx.storage.put(key, out, kind === 'png' ? 'image/png' : 'image/jpeg');
    sizes[name] = ctx.storage.publicUrl(key);
  }
  return {
    url: sizes.large as string,
    width: decoded.info.width,
    height: decoded.info.height,
    sizes,
  };
}

/**
 * Every stored size of an image `storeImage` made, from the key of any one of them (its other
 * sizes share the key's stem); just the key for anything else.
 */
export function storedImageKeys(key: string): string[] {
  const m = /^(images\/.+)-(\d+)(\.jpg|\.png)$/.exec(key);
  if (!m || !Object.values(imageSizes).includes(Number(m[2]) as never)) return [key];
  return Object.values(imageSizes).map((px) => `${m[1]}-${px}${m[3]}`);
}
