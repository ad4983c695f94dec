import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { comments, reports, userPosts, users } from '../db/schema';
import { demoAccounts } from './accounts';

/** A member of the demo community who cannot sign in (no password): they only post and report. */
const demoCook = { email: 'cook@simmer.dev', firstName: 'Casey', lastName: 'Cook' } as const;

/**
 * A few pending reports so the Report/Review page opens with work to do: two on the demo
 * member's posts and one on a comment, each from someone other than the item's author.
 */
export async function seedReports(ctx: AppContext) {
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.member.email));
  if (!member) return;
  const posts = await ctx.db.select().from(userPosts).where(eq(userPosts.userId, member.id));
  const byType = (type: (typeof posts)[number]['postType']) => posts.find((p) => p.postType === type);
  const photo = byType('photo');
  const recipe = byType('recipe');
  const status = byType('status');
  if (!photo || !recipe || !status) return;

  await ctx.db.transaction(async (tx) => {
    const [cook] = await tx
      .insert(users)
      .values({ ...demoCook, role: 'user', passwordHash: null })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!cook) return;
    const at = (hoursAgo: number) => new Date(ctx.config.now().getTime() - hoursAgo * 3_600_000);
    const [comment] = await tx
      .insert(comments)
      .values({
        userId: cook.id,
        commentType: 'user_post',
        contentId: status.id,
        text: 'Cheap copper pans, 90% off today only! Message me for the link.',
        createdAt: at(20),
        updatedAt: at(20),
      })
      .returning({ id: comments.id });
    await tx.insert(reports).values([
      {
        reporterId: cook.id,
        postId: photo.id,
        contentType: 'photo',
        targetUserId: member.id,
        reason: 'Intellectual property violation',
        createdAt: at(12),
      },
      {
        reporterId: cook.id,
        postId: recipe.id,
        contentType: 'recipe',
        targetUserId: member.id,
        reason: 'Something else',
        createdAt: at(8),
      },
      {
        reporterId: member.id,
        commentId: comment!.id,
        contentType: 'comment',
        targetUserId: cook.id,
        reason: "It's spam",
        createdAt: at(4),
      },
    ]);
  });
}
