import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';
import { createEpisode, createShow, createVideo, createYoutubeRecipe } from '../catalog/editing.service';

/** A multipart body from text fields and files (`headers` and `payload` for inject). */
export const multipart = (fields: Record<string, string>, files: Record<string, Buffer> = {}) =>
  multipartBody(fields, files).request;

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
