import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  carouselItems,
  contentTags,
  episodes,
  homeCategories,
  homeCategoryTags,
  homeFeatures,
  homeGalleryImages,
  homePage,
  homeTopRightRecipes,
  shows,
  tags,
  users,
  videos,
  youtubeRecipes,
} from '../db/schema';
import { addDays, isoDay, publishAnnouncement } from '../modules/home/announcements.service';
import { appImage, galleryImage } from './home-images';

/**
 * Fills every home section from the demo catalogue (run after the catalogue step): the
 * featured items, the four category tabs, features, expert, social, gallery, app block,
 * the member home carousel rows and a few days of announcements.
 */
export async function seedHome(ctx: AppContext) {
  const db = ctx.db;
  const [recipes, vids, showRows, episodeRows] = await Promise.all([
    db
      .select()
      .from(youtubeRecipes)
      .where(eq(youtubeRecipes.isPublish, true))
      .orderBy(desc(youtubeRecipes.createdAt)),
    db.select().from(videos).where(eq(videos.isPublish, true)).orderBy(desc(videos.createdAt)),
    db.select().from(shows).where(eq(shows.isPublish, true)).orderBy(asc(shows.id)),
    db
      .select({ e: episodes })
      .from(episodes)
      .innerJoin(shows, eq(shows.id, episodes.showId))
      .where(and(eq(episodes.isPublish, true), eq(shows.isPublish, true)))
      .orderBy(desc(episodes.createdAt)),
  ]);
  const eps = episodeRows.map((r) => r.e);
  const [expertVideo] = await db
    .select()
    .from(videos)
    // A free video's stream, so every visitor may play it.
    .where(and(eq(videos.isPublish, true), eq(videos.isPremium, false), isNotNull(videos.videoPlaybackId)))
    .orderBy(asc(videos.id))
    .limit(1);
  const featured = vids.find((v) => !v.isPremium) ?? vids[0];

  const galleryCaptions = ['Sunday roast', 'Garden salad', 'Market paella', 'Herb gnocchi', 'Harvest bowl'];
  const gallery = await Promise.all(galleryCaptions.map((caption, i) => galleryImage(ctx, i, caption)));
  const social = ctx.config;

  await db.insert(homePage).values({
    id: 1,
    topLeftContentType: featured ? 'video' : recipes[0] ? 'youtube_recipe' : null,
    topLeftVideoId: featured?.id ?? null,
    topLeftYoutubeRecipeId: featured ? null : (recipes[0]?.id ?? null),
    topLeftUpdatedAt: new Date(),
    topRightHeading: 'Weeknight winners',
    categorySectionTitle: 'Find your next favourite',
    featuresDescription: `Everything ${ctx.config.BRAND_NAME} cooks, in one place: watch, learn, shop and cook along live.`,
    expertContent:
      'Chef Lena Moreau spent fifteen years in bistro kitchens from Lyon to Lisbon before opening her own. ' +
      'Every recipe here is one she cooks at home, tested until it works on a weeknight.',
    expertVideoFileName: expertVideo?.videoFileName ?? null,
    expertVideoAssetId: expertVideo?.videoAssetId ?? null,
    expertVideoPlaybackId: expertVideo?.videoPlaybackId ?? null,
    socialDescription: 'Fresh recipes, behind-the-scenes clips and live cook-alongs every week.',
    facebookLink: social.SOCIAL_FACEBOOK ?? 'https://www.facebook.com/simmerkitchen',
    instagramLink: social.SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/simmerkitchen',
    twitterLink: social.SOCIAL_TWITTER ?? 'https://twitter.com/simmerkitchen',
    youtubeLink: social.SOCIAL_YOUTUBE ?? 'https://www.youtube.com/@simmerkitchen',
    galleryText: 'From our kitchen to your table',
    appImage: await appImage(ctx),
    appContent:
      'Save recipes, build grocery lists and watch every show on your phone, even offline in the shop aisle.',
    // No made-up store addresses: a badge shows only for an app the brand has.
    appleStoreLink: social.APP_STORE_URL ?? '',
    googleStoreLink: social.GOOGLE_PLAY_URL ?? '',
  });

  if (recipes.length) {
    await db
      .insert(homeTopRightRecipes)
      .values(recipes.slice(0, 8).map((r, i) => ({ rank: i + 1, youtubeRecipeId: r.id })));
  }

  await db.insert(homeCategories).values([
    { rank: 1, name: 'Newest', sortBy: 'newest' },
    { rank: 2, name: 'Popular', sortBy: 'popular' },
    { rank: 3, name: 'Seasonal', sortBy: 'newest' },
    { rank: 4, name: 'Vegan', sortBy: 'title' },
  ]);
  await tagCategory(ctx, 1, 'Newest', ['new']);
  await tagCategory(ctx, 2, 'Popular', ['classic', 'favourite', 'favorite']);
  await tagCategory(ctx, 3, 'Seasonal', [
    'seasonal',
    'autumn',
    'winter',
    'pumpkin',
    'squash',
    'apple',
    'roast',
  ]);
  await tagCategory(ctx, 4, 'Vegan', ['vegan', 'lentil', 'chickpea', 'tofu', 'vegetable', 'salad', 'bean']);

  await db.insert(homeFeatures).values([
    { rank: 1, title: 'Live', description: 'Cook along with the chef and ask questions in real time.' },
    { rank: 2, title: 'Shows', description: 'Series that take one cuisine from market to table.' },
    {
      rank: 3,
      title: 'Video',
      description: 'Step-by-step recipe videos, from five-minute sauces to feasts.',
    },
    { rank: 4, title: 'Shop', description: 'The knives, pans and pantry staples used in every episode.' },
  ]);
  await db.insert(homeGalleryImages).values(gallery.map((image, i) => ({ rank: i + 1, image })));

  await seedCarousel(ctx, { recipes, vids, showRows, eps });
  await seedAnnouncements(ctx, { recipes, vids, eps });
}

/** Finds or creates the category's tag and gives it to the recipes whose words match. */
async function tagCategory(ctx: AppContext, rank: number, name: string, words: string[]) {
  const db = ctx.db;
  const [existing] = await db.select().from(tags).where(sql`lower(${tags.name}) = ${name.toLowerCase()}`);
  const tag = existing ?? (await db.insert(tags).values({ name }).returning())[0]!;
  const tagged = await db
    .select({ id: contentTags.contentId })
    .from(contentTags)
    .where(and(eq(contentTags.tagId, tag.id), eq(contentTags.contentType, 'youtube_recipe')));
  if (!tagged.length) {
    const pattern = `(${words.join('|')})`;
    const matches = await db
      .select({ id: youtubeRecipes.id })
      .from(youtubeRecipes)
      .where(sql`(${youtubeRecipes.title} || ' ' || ${youtubeRecipes.description}) ~* ${pattern}`);
    if (matches.length) {
      await db
        .insert(contentTags)
        .values(
          matches.map((m) => ({ tagId: tag.id, contentType: 'youtube_recipe' as const, contentId: m.id })),
        )
        .onConflictDoNothing();
    }
  }
  await db.insert(homeCategoryTags).values({ rank, tagId: tag.id });
}

type Catalog = {
  recipes: Array<typeof youtubeRecipes.$inferSelect>;
  vids: Array<typeof videos.$inferSelect>;
  showRows: Array<typeof shows.$inferSelect>;
  eps: Array<typeof episodes.$inferSelect>;
};

const labels: Array<[string, 'violet' | 'yellow' | 'black'] | null> = [
  ['New', 'violet'],
  null,
  ['Trending', 'yellow'],
  null,
  ['Chef pick', 'black'],
  null,
  null,
  ['Quick', 'yellow'],
];

async function seedCarousel(ctx: AppContext, c: Catalog) {
  const rows: Array<typeof carouselItems.$inferInsert> = [];
  const label = (i: number) => {
    const l = labels[i % labels.length];
    return l ? { title: l[0], titleLabelColor: l[1] } : {};
  };
  c.recipes.slice(0, 8).forEach((r, i) => {
    if (r.titleImage)
      rows.push({
        rowType: 'youtube_recipe',
        contentType: 'youtube_recipe',
        youtubeRecipeId: r.id,
        priority: i + 1,
        coverImage: r.titleImage,
        ...label(i),
      });
  });
  c.vids.slice(0, 8).forEach((v, i) => {
    if (v.titleImage)
      rows.push({
        rowType: 'video',
        contentType: 'video',
        videoId: v.id,
        priority: i + 1,
        coverImage: v.titleImage,
        ...label(i + 1),
      });
  });
  c.showRows.slice(0, 8).forEach((s, i) => {
    const cover = s.coverImage ?? s.titleImage;
    if (cover)
      rows.push({
        rowType: 'show',
        contentType: 'show',
        showId: s.id,
        priority: i + 1,
        coverImage: cover,
        ...label(i + 2),
      });
  });
  // Updates: the newest episodes and premium videos, five slots.
  const updates = [
    ...c.eps
      .slice(0, 3)
      .map((e) => ({ contentType: 'episode' as const, episodeId: e.id, coverImage: e.titleImage })),
    ...c.vids
      .filter((v) => v.isPremium)
      .slice(0, 2)
      .map((v) => ({ contentType: 'video' as const, videoId: v.id, coverImage: v.titleImage })),
  ];
  updates.forEach((u, i) => {
    if (u.coverImage)
      rows.push({ rowType: 'update', priority: i + 1, ...u, coverImage: u.coverImage, ...label(i + 4) });
  });
  if (rows.length) await ctx.db.insert(carouselItems).values(rows);
}

async function seedAnnouncements(ctx: AppContext, c: Omit<Catalog, 'showRows'>) {
  const [admin] = await ctx.db.select().from(users).where(eq(users.role, 'owner')).limit(1);
  const auth = admin ? { userId: admin.id, role: 'owner' as const, familyId: 'seed' } : null;
  const today = isoDay(new Date());
  const video = c.vids[0];
  const episode = c.eps[0];
  const recipe = c.recipes[0];
  const items = [
    {
      content:
        '<p><strong>Live this Friday at 6 pm:</strong> <span style="color:#b04409">hand-rolled pasta</span> with Chef Lena. Bring flour, eggs and a fork.</p>',
      start_date: today,
      end_date: addDays(today, 4),
    },
    {
      content: `<p>New episode out now: <strong>${escapeHtml(episode?.title ?? 'a new episode')}</strong>. Grab a pan and cook along.</p>`,
      start_date: addDays(today, -1),
      end_date: addDays(today, 5),
      ...(episode ? { published_item_type: 'episode' as const, published_item_id: episode.id } : {}),
    },
    {
      content: `<p>Fresh from the kitchen: <em>${escapeHtml(recipe?.title ?? 'a new recipe')}</em>, ready in under forty minutes.</p>`,
      start_date: addDays(today, -2),
      end_date: addDays(today, 6),
      ...(recipe ? { published_item_type: 'youtube_recipe' as const, published_item_id: recipe.id } : {}),
    },
    {
      content: `<p>Members' masterclass: <strong>${escapeHtml(video?.title ?? 'knife skills')}</strong> is now in the video library.</p>`,
      start_date: addDays(today, -6),
      end_date: addDays(today, 10),
      ...(video ? { published_item_type: 'video' as const, published_item_id: video.id } : {}),
    },
  ];
  for (const item of items) await publishAnnouncement(ctx, auth, item);
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch);
