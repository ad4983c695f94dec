import { asc } from 'drizzle-orm';
import type { AppContext } from '../context';
import { homeGalleryImages, homeSubscribeBlock } from '../db/schema';

/** The demo subscribe block: its texts and two of the gallery's photos. */
export async function seedSubscribeBlock(ctx: AppContext) {
  const photos = await ctx.db.select().from(homeGalleryImages).orderBy(asc(homeGalleryImages.rank)).limit(2);
  await ctx.db
    .insert(homeSubscribeBlock)
    .values({
      id: 1,
      title: 'Join the Simmer kitchen',
      description: 'One new recipe, one technique and one shopping list in your inbox every week.',
      image1: photos[0]?.image ?? null,
      image2: photos[1]?.image ?? null,
    })
    .onConflictDoNothing();
}
