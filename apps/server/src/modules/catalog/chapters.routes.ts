import { chaptersVtt, endpoints, instructionSteps, msg } from '@simmer/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { connectedRecipes, episodes, videos } from '../../db/schema';
import { serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';

/**
 * A connected recipe's timed steps as a WebVTT chapters track for its parent's player.
 * Only recipes of published videos and episodes have one; the rest answer 404.
 */
export async function recipeChapters(ctx: AppContext, id: number): Promise<string> {
  const [row] = await ctx.db
    .select({
      recipe: connectedRecipes,
      duration: sql<number | null>`coalesce(${videos.durationSeconds}, ${episodes.durationSeconds})`,
    })
    .from(connectedRecipes)
    .leftJoin(videos, eq(videos.id, connectedRecipes.videoId))
    .leftJoin(episodes, eq(episodes.id, connectedRecipes.episodeId))
    .where(
      and(eq(connectedRecipes.id, id), sql`coalesce(${videos.isPublish}, ${episodes.isPublish}, false)`),
    );
  if (!row) throw AppError.notFound(msg.connectedRecipeNotFound);
  const { recipe } = row;
  const steps = instructionSteps(recipe.instructions);
  const chapters = [
    { title: msg.ingredientsHeading, start: recipe.ingredientsTime },
    ...steps.map((s, i) => ({
      title: `${i + 1}. ${s.text.length > 80 ? `${s.text.slice(0, 79)}…` : s.text}`,
      start: recipe.stepTimes[i] ?? null,
    })),
  ];
  return chaptersVtt(chapters, row.duration === null ? null : Number(row.duration));
}

/** The chapters track, served as WebVTT text (uncached: it follows the recipe's edits). */
export function chapterRoutes(ctx: AppContext) {
  return serve('catalog', endpoints.chapters, {
    recipeChapters: async (req, reply) =>
      reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await recipeChapters(ctx, req.params.id)),
  });
}
