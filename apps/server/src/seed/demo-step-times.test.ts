import { instructionSteps } from '@simmer/contracts';
import { isNotNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectedRecipes } from '../db/schema';
import { recipeChapters } from '../modules/catalog/chapters.routes';
import { seedAccounts } from './accounts';
import { seedCatalog } from './catalog';
import { demoRecipes } from './catalog-data';
import { timeline } from './recipe-video';

describe('demo recipes with a video', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_MEDIA: 'false', JOBS_WORKER: 'false' });
    await seedAccounts(t.database.db);
    await seedCatalog(t.app.ctx);
  }, 300_000);
  afterAll(async () => t?.close());

  const withVideo = () =>
    t.database.db
      .select()
      .from(connectedRecipes)
      .where(or(isNotNull(connectedRecipes.videoId), isNotNull(connectedRecipes.episodeId)));

  it('have a time for the ingredients and every step, each inside that part of the demo clip', async () => {
    const rows = await withVideo();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const demo = demoRecipes.find((r) => r.title === row.name)!;
      const steps = instructionSteps(row.instructions);
      expect(row.stepTimes, row.name).toHaveLength(steps.length);
      const parts = timeline(demo).parts;
      const ingredients = parts.find((p) => p.kind === 'ingredients')!;
      expect(row.ingredientsTime).toBeGreaterThanOrEqual(ingredients.start);
      expect(row.ingredientsTime).toBeLessThan(ingredients.end);
      for (const [i, part] of parts.filter((p) => p.kind === 'step').entries()) {
        const at = row.stepTimes[i]!;
        expect(at, `${row.name}, step ${i + 1}`).toBeGreaterThanOrEqual(part.start);
        expect(at, `${row.name}, step ${i + 1}`).toBeLessThan(part.end);
      }
    }
  });

  it('give the player a chapter for the ingredients and each step on a first run', async () => {
    const [row] = await withVideo();
    const vtt = await recipeChapters(t.app.ctx, row!.id);
    const cues = vtt.split('\n').filter((l) => l.includes(' --> '));
    expect(cues).toHaveLength(instructionSteps(row!.instructions).length + 1);
  });
});
