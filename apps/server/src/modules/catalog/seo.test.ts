import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  addConnectedRecipe,
  createEpisode,
  createShow,
  createVideo,
  createYoutubeRecipe,
} from './editing.service';

let t: TestApp;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(t.config.webDistDir, { recursive: true });
  writeFileSync(
    path.join(t.config.webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Simmer</title></head><body><div id="root"></div></body></html>',
  );
  const db = t.database.db;
  ids.recipe = (
    await createYoutubeRecipe(db, {
      title: 'Roast Chicken </script><script>alert(1)</script>',
      description: 'Crisp & juicy.',
      titleImage: '/media/images/chicken.jpg',
      youtubeLink: 'https://www.youtube.com/results?search_query=roast+chicken',
      isPublish: true,
    })
  ).id;
  await addConnectedRecipe(db, {
    name: 'Roast chicken',
    instructions: '<ol><li>Heat the oven to 220 °C.</li><li>Roast for 70 minutes.</li></ol>',
    parent: { type: 'youtube_recipe', id: ids.recipe },
    ingredients: [{ name: 'chicken', quantity: '1', unit: 'whole' }],
    details: {
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 80,
      course: 'main',
      diets: ['gluten-free'],
      nutrition: { calories: 520, protein_g: 48, carbs_g: null, fat_g: 30 },
    },
  });
  ids.video = (
    await createVideo(db, {
      title: 'Knife Skills',
      description: 'Dicing.',
      durationSeconds: 312,
      isPublish: true,
    })
  ).id;
  ids.draft = (await createVideo(db, { title: 'Draft', isPublish: false })).id;
  ids.show = (await createShow(db, { title: 'Weeknight Kitchen', description: 'Fast dinners.' })).id;
  await createEpisode(db, { showId: ids.show, title: 'Fajitas', isPublish: true });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

describe('server-rendered metadata', () => {
  it('puts a Recipe with ingredients and steps and Open Graph tags in a recipe page', async () => {
    const res = await page(`/recipe/${ids.recipe}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/images/chicken.jpg">',
    );
    expect(html).toContain('<meta property="og:description" content="Crisp &amp; juicy.">');
    // The hero picture downloads with the HTML (the page's largest paint).
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/images/chicken.jpg" fetchpriority="high">',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    const [recipe] = ldOf(html);
    expect(recipe).toMatchObject({
      '@type': 'Recipe',
      name: 'Roast chicken',
      recipeIngredient: ['1 whole chicken'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the oven to 220 °C.' },
        { '@type': 'HowToStep', text: 'Roast for 70 minutes.' },
      ],
      recipeYield: '4 servings',
      prepTime: 'PT15M',
      cookTime: 'PT1H20M',
      totalTime: 'PT1H35M',
      recipeCategory: 'main',
      suitableForDiet: ['https://schema.org/GlutenFreeDiet'],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '520 calories',
        proteinContent: '48 g',
        fatContent: '30 g',
      },
    });
    expect(recipe.video['@type']).toBe('VideoObject');
  });

  it('describes a video page with a VideoObject and a show page with a TVSeries', async () => {
    const [video] = ldOf((await page(`/video/${ids.video}`)).body);
    expect(video).toMatchObject({ '@type': 'VideoObject', name: 'Knife Skills', duration: 'PT312S' });
    const showHtml = (await page(`/view-show/${ids.show}`)).body;
    expect(showHtml).toContain('<title>Weeknight Kitchen | Simmer</title>');
    expect(ldOf(showHtml)[0]).toMatchObject({ '@type': 'TVSeries', numberOfEpisodes: 1 });
  });

  it('leaves drafts and other pages untouched, and answers 404 for ids that do not exist', async () => {
    for (const url of [`/video/${ids.draft}`, '/all-recipes']) {
      const html = (await page(url)).body;
      expect(html).not.toContain('og:title');
      expect(html).toContain('<title>Simmer</title>');
    }
    const missing = await page('/video/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('og:title');
  });
});
