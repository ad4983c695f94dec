import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import { episodes, shows, videos, youtubeRecipes } from '../../db/schema';

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
  const [recipe] = await db
    .insert(youtubeRecipes)
    .values({
      title: 'Lemon Pasta',
      titleImage: '/r.jpg',
      youtubeLink: 'https://youtu.be/x',
      isPublish: true,
    })
    .returning();
  const [draft] = await db
    .insert(youtubeRecipes)
    .values({ title: 'Draft Stew', isPublish: false })
    .returning();
  const [video] = await db
    .insert(videos)
    .values({ title: 'Knife Skills', titleImage: '/v.jpg', isPublish: true })
    .returning();
  const [show] = await db
    .insert(shows)
    .values({ title: 'Sunday Roasts', titleImage: '/s.jpg', isPublish: true })
    .returning();
  await db.insert(episodes).values([
    { showId: show!.id, title: 'Beef', isPublish: true },
    { showId: show!.id, title: 'Lamb', isPublish: true },
    { showId: show!.id, title: 'Pork', isPublish: false },
  ]);
  return { recipe: recipe!, draft: draft!, video: video!, show: show! };
}
