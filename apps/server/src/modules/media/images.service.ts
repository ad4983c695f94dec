import { type ImageSize, imageSizes, limits, msg, type StoredImage } from '@simmer/contracts';
import type sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { lazily } from '../../lib/lazily';
import { newKey } from '../../platform/storage';

/** sharp (libvips) is loaded with the first image, not with the server. */
const loadSharp = lazily<typeof sharp>('sharp');

// libvips keeps no cache of decoded images between requests (each upload is decoded once),
// and works on one thread per image: the decode budget below, not thread count, bounds memory.
let sharpReady = false;
/** sharp, set up for a bounded memory on its first use: no cache, one thread per image. */
function sharpLib(): typeof sharp {
  const lib = loadSharp();
  if (!sharpReady) {
    lib.cache(false);
    lib.concurrency(1);
    sharpReady = true;
  }
  return lib;
}

/**
 * Image decodes share a memory budget (IMAGE_DECODE_MEMORY_BYTES): each takes its estimated
 * bytes before it starts and gives them back when done; one that does not fit waits its turn,
 * first come, first served. What cannot fit even alone is refused.
 */
export class DecodeBudget {
  private used = 0;
  private readonly waiting: Array<{ bytes: number; start: () => void }> = [];
  constructor(readonly total: number) {}

  fits(bytes: number) {
    return bytes <= this.total;
  }

  async run<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    if (this.waiting.length > 0 || this.used + bytes > this.total) {
      await new Promise<void>((start) => this.waiting.push({ bytes, start }));
    } else {
      this.used += bytes;
    }
    try {
      return await work();
    } finally {
      this.used -= bytes;
      this.next();
    }
  }

  /** How many decodes wait, and the bytes taken now (for tests and the bench). */
  get state() {
    return { waiting: this.waiting.length, used: this.used };
  }

  private next() {
    for (
      let first = this.waiting[0];
      first && this.used + first.bytes <= this.total;
      first = this.waiting[0]
    ) {
      this.waiting.shift();
      this.used += first.bytes;
      first.start();
    }
  }
}

const budgets = new Map<number, DecodeBudget>();
/** The process's budget of that size (one per size, so tests with their own settings get theirs). */
export function decodeBudget(total: number): DecodeBudget {
  let budget = budgets.get(total);
  if (!budget) {
    budget = new DecodeBudget(total);
    budgets.set(total, budget);
  }
  return budget;
}

/** Bytes a decode of this image holds: its pixels as raw samples, twice (decoded, then rotated). */
export function decodeBytes(meta: Metadata): number {
  const sample = meta.depth === 'ushort' || meta.depth === 'short' ? 2 : meta.depth === 'float' ? 4 : 1;
  return (meta.width ?? 0) * (meta.height ?? 0) * (meta.channels ?? 4) * sample * 2;
}

/**
 * Counts one image upload of `member`, refusing it (429) past IMAGE_UPLOADS_PER_MINUTE. The
 * window is the broker's: in process memory by default, in Redis (shared by every API
 * process) when REDIS_URL is set.
 */
async function countUpload(ctx: AppContext, member: number) {
  const limit = ctx.config.IMAGE_UPLOADS_PER_MINUTE;
  if (limit <= 0) return;
  if (!(await ctx.pubsub.take(`image-uploads:${member}`, limit, 60_000))) {
    throw new AppError(429, msg.imageUploadsTooFrequent);
  }
}

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
  input: {
    data: Buffer;
    field: string /** The member uploading, whose uploads per minute are limited. */;
    by?: number;
  },
): Promise<StoredImage> {
  const { data, field } = input;
  if (input.by !== undefined) await countUpload(ctx, input.by);
  if (data.length > limits.maxAttachmentBytes) throw AppError.tooLarge(msg.imageTooLarge);
  const kind = sniffImage(data);
  if (!kind) throw wrongType(field);

  let meta: Metadata;
  try {
    meta = await sharpLib()(data, { limitInputPixels: false }).metadata();
  } catch {
    throw wrongType(field);
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw wrongType(field);
  if (meta.width * meta.height > maxImagePixels) {
    throw AppError.invalid(msg.imageTooManyPixels, { [field]: msg.imageTooManyPixels });
  }

  const budget = decodeBudget(ctx.config.IMAGE_DECODE_MEMORY_BYTES);
  const bytes = decodeBytes(meta);
  if (!budget.fits(bytes)) {
    throw new AppError(413, msg.imageDecodeTooLarge, { [field]: msg.imageDecodeTooLarge });
  }
  return budget.run(bytes, () => encodeSizes(ctx, data, kind, field));
}

/** Decodes the image and stores it in three sizes (within the caller's share of the budget). */
async function encodeSizes(
  ctx: AppContext,
  data: Buffer,
  kind: ImageKind,
  field: string,
): Promise<StoredImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoding fully (with EXIF orientation applied) proves the file is a real image.
    decoded = await sharpLib()(data, { limitInputPixels: maxImagePixels, failOn: 'error' })
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
    const pipeline = sharpLib()(decoded.data, raw).resize(px, px, {
      fit: 'inside',
      withoutEnlargement: true,
    });
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
