import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { homePage, videos } from '../../db/schema';
import { invalidateHome } from './section-cache.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(t.config.webDistDir, { recursive: true });
  writeFileSync(
    path.join(t.config.webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Simmer</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('the public home HTML', () => {
  it('is sent as built while no featured item is set', async () => {
    const res = await page('/home-page-new');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('rel="preload"');
  });

  it('preloads the featured top-left picture, the cover when the admin chose one', async () => {
    const db = t.database.db;
    const [video] = await db
      .insert(videos)
      .values({ title: 'Knife Skills', titleImage: '/media/images/knife.jpg', isPublish: true })
      .returning();
    await db.insert(homePage).values({ id: 1, topLeftContentType: 'video', topLeftVideoId: video!.id });
    invalidateHome(t.app.ctx);
    expect((await page('/home-page-new')).body).toContain(
      '<link rel="preload" as="image" href="/media/images/knife.jpg" fetchpriority="high">',
    );

    await db.update(homePage).set({ topLeftCoverImage: '/media/images/cover.jpg' });
    invalidateHome(t.app.ctx);
    const html = (await page('/home-page-new')).body;
    expect(html).toContain('href="/media/images/cover.jpg"');
    expect(html).not.toContain('knife.jpg');
  });
});
