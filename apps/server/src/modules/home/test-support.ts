import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import { createEpisode, createShow, createVideo, createYoutubeRecipe } from '../catalog/editing.service';

/** A multipart body from text fields and files. */
export function multipart(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const boundary = `----simmer${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, data] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}

export const png = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#c05020' } })
    .png()
    .toBuffer();

/** Published (by default) catalog items to point home slots at. */
export async function catalog(t: TestApp) {
  const db = t.database.db;
  const recipe = await createYoutubeRecipe(db, {
    title: 'Lemon Pasta',
    titleImage: '/r.jpg',
    youtubeLink: 'https://youtu.be/x',
    isPublish: true,
  });
  const draft = await createYoutubeRecipe(db, { title: 'Draft Stew', isPublish: false });
  const video = await createVideo(db, { title: 'Knife Skills', titleImage: '/v.jpg', isPublish: true });
  const show = await createShow(db, { title: 'Sunday Roasts', titleImage: '/s.jpg', isPublish: true });
  for (const [title, isPublish] of [
    ['Beef', true],
    ['Lamb', true],
    ['Pork', false],
  ] as const) {
    await createEpisode(db, { showId: show.id, title, isPublish });
  }
  return { recipe, draft, video, show };
}
