import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { userPosts, users } from '../db/schema';
import { demoAccounts } from './accounts';
import { galleryImage } from './home-images';

/** A few posts from the demo member, so the community timeline opens with something to read. */
export async function seedCommunity(ctx: AppContext) {
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.member.email));
  if (!member) return;
  const [photo, recipe] = await Promise.all([
    galleryImage(ctx, 11, 'Sunday bake'),
    galleryImage(ctx, 12, 'Tomato soup'),
  ]);
  const day = 86_400_000;
  const now = ctx.config.now().getTime();
  await ctx.db.insert(userPosts).values([
    {
      userId: member.id,
      postType: 'recipe',
      recipeName: 'Roasted tomato soup',
      image: recipe,
      description: 'My weeknight standby when tomatoes are cheap.',
      instructions:
        '<ol><li>Roast halved tomatoes, onion and garlic at 200 °C for 35 minutes.</li><li>Blend with a ladle of stock.</li><li>Season, simmer 5 minutes and finish with olive oil.</li></ol>',
      createdAt: new Date(now - 3 * day),
      updatedAt: new Date(now - 3 * day),
    },
    {
      userId: member.id,
      postType: 'photo',
      image: photo,
      description: 'First loaf from the new starter. The crust sang while it cooled!',
      createdAt: new Date(now - 2 * day),
      updatedAt: new Date(now - 2 * day),
    },
    {
      userId: member.id,
      postType: 'status',
      statusText: 'Who else is cooking along with this week’s show? Share your plates here.',
      createdAt: new Date(now - day),
      updatedAt: new Date(now - day),
    },
  ]);
}
