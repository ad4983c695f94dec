import { Readable } from 'node:stream';
import type yazl from 'yazl';
import type { AppContext } from '../../context';
import { lazily } from '../../lib/lazily';
import type { ArchiveDocument, ArchiveImage } from './gather';
import { storageKeyOf } from './uploads';

/** yazl is loaded with the first export, not with the server. */
const yazlLib = lazily<typeof yazl>('yazl');

/**
 * The member's data as one zip archive, written as it is sent: the JSON documents are small
 * (one member's rows), the images are read from storage one at a time while the archive
 * streams, so a member with many pictures never sits in memory at once.
 */
export async function buildArchive(
  ctx: AppContext,
  input: { documents: ArchiveDocument[]; images: ArchiveImage[]; subject: string },
): Promise<Readable> {
  const zip = new (yazlLib().ZipFile)();
  const now = ctx.config.now();
  const included: ArchiveImage[] = [];
  const linked: ArchiveImage[] = [];
  for (const image of input.images) {
    const key = storageKeyOf(ctx, image.url);
    const found = key ? await ctx.storage.stat(key).catch(() => null) : null;
    if (!key || !found) {
      linked.push(image);
      continue;
    }
    included.push(image);
    zip.addReadStreamLazy(image.file, { mtime: now }, (cb) => {
      ctx.storage.read(key).then(
        (stream) => cb(null, stream ?? Readable.from([])),
        (err: Error) => cb(err, Readable.from([])),
      );
    });
  }
  zip.addBuffer(
    Buffer.from(readme(ctx, input.documents, included, linked, input.subject, now)),
    'README.txt',
    {
      mtime: now,
    },
  );
  for (const doc of input.documents) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(doc.data, null, 2)}\n`), doc.file, { mtime: now });
  }
  zip.end();
  return Readable.from(zip.outputStream as AsyncIterable<Buffer>);
}

function readme(
  ctx: AppContext,
  documents: ArchiveDocument[],
  included: ArchiveImage[],
  linked: ArchiveImage[],
  subject: string,
  now: Date,
): string {
  const brand = ctx.config.BRAND_NAME;
  const lines = [
    `Your ${brand} data`,
    '',
    `This archive holds everything ${brand} keeps about ${subject}, as of ${now.toISOString()}.`,
    'Each file is a JSON document (UTF-8); dates are ISO 8601 in UTC; amounts are in cents.',
    '',
    'Files:',
    ...documents.map((d) => `  ${d.file.padEnd(22)} ${d.about}`),
    '  images/                 the pictures you uploaded (your profile picture, your posts and comments)',
    '',
    'Not included: your password (we only keep a one-way hash of it), sign-in tokens, and card',
    'numbers (the payment processor keeps them; we only know the brand and last four digits).',
  ];
  if (included.length) lines.push('', `Pictures in images/: ${included.length}.`);
  if (linked.length) {
    lines.push('', 'Pictures kept elsewhere (open the address to download them):');
    for (const image of linked) lines.push(`  ${image.file}: ${image.url}`);
  }
  return `${lines.join('\n')}\n`;
}
