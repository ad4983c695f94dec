import type {
  EpisodeDetail,
  RecipeDetail,
  RecipeListFilters,
  ShowDetail,
  VideoDetail,
} from '@simmer/contracts';
import { msg } from '@simmer/contracts';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pageRequest } from '../../db/paging';
import type { youtubeRecipes } from '../../db/schema';
import { effectiveSearch } from '../../db/text-search';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { canWatch } from '../payments/entitlement.read';
import { commentCounts, likeCounts, reactionsOf } from '../reactions/reaction-counts.read';
import { toConnectedRecipe, toEpisodeCard, toRecipeCard, toShowCard, toVideoCard } from './catalog.dto';
import * as repo from './catalog.repo';
import { recipeFilterSql, recipeOrderSql } from './recipe-filters';

export const suggestedLimit = 4;
export const newlyAddedLimit = 8;

export async function videoPage(ctx: AppContext, page: number, search?: string) {
  const p = pageRequest(page);
  const { rows, count } = await repo.listVideos(ctx.db, p, effectiveSearch(search));
  return { page: p, count, results: rows.map(toVideoCard) };
}

export async function showPage(ctx: AppContext, page: number, search?: string) {
  const p = pageRequest(page);
  const { rows, count } = await repo.listShows(ctx.db, p, effectiveSearch(search));
  const counts = await repo.publishedEpisodeCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { page: p, count, results: rows.map((s) => toShowCard(s, counts.get(s.id) ?? 0)) };
}

async function recipeCards(ctx: AppContext, rows: Omit<typeof youtubeRecipes.$inferSelect, 'search'>[]) {
  const ids = rows.map((r) => r.id);
  const [likesBy, commentsBy] = await Promise.all([
    likeCounts(ctx.db, 'youtube_recipe', ids),
    commentCounts(ctx.db, 'youtube_recipe', ids),
  ]);
  return rows.map((r) => toRecipeCard(r, likesBy.get(r.id) ?? 0, commentsBy.get(r.id) ?? 0));
}

export async function recipePage(
  ctx: AppContext,
  page: number,
  search?: string,
  filters: RecipeListFilters = {},
) {
  const p = pageRequest(page);
  const { rows, count } = await repo.listRecipes(
    ctx.db,
    p,
    effectiveSearch(search),
    recipeFilterSql(filters),
    recipeOrderSql(filters.sort),
  );
  return { page: p, count, results: await recipeCards(ctx, rows) };
}

/** Recipes of a category: the recipes tagged with the category's name, filtered and sorted. */
export async function recipeCategoryPage(
  ctx: AppContext,
  category: string,
  page: number,
  filters: RecipeListFilters = {},
) {
  const p = pageRequest(page);
  const { rows, count } = await repo.listRecipes(
    ctx.db,
    p,
    null,
    and(repo.taggedWithRecipe(category), recipeFilterSql(filters)),
    recipeOrderSql(filters.sort),
  );
  return { page: p, count, results: await recipeCards(ctx, rows) };
}

export async function newVideos(ctx: AppContext) {
  return { data: (await repo.newestVideos(ctx.db, newlyAddedLimit)).map(toVideoCard) };
}

export async function newShows(ctx: AppContext) {
  const rows = await repo.newestShows(ctx.db, newlyAddedLimit);
  const counts = await repo.publishedEpisodeCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((s) => toShowCard(s, counts.get(s.id) ?? 0)) };
}

export async function newRecipes(ctx: AppContext) {
  return { data: await recipeCards(ctx, await repo.newestRecipes(ctx.db, newlyAddedLimit)) };
}

export async function videoDetail(ctx: AppContext, auth: Auth | null, id: number): Promise<VideoDetail> {
  const v = await repo.findVideo(ctx.db, id);
  if (!v) throw AppError.notFound(msg.noVideoDetails);
  const [allowed, reactions, comments, tagsNames, connected] = await Promise.all([
    canWatch(ctx.db, auth, { kind: 'video', id: v.id, isPremium: v.isPremium }),
    reactionsOf(ctx.db, auth, 'video', v.id),
    commentCounts(ctx.db, 'video', [v.id]),
    repo.tagNames(ctx.db, 'video', v.id),
    repo.connectedOf(ctx.db, 'video', v.id),
  ]);
  return {
    ...toVideoCard(v),
    // The stream is withheld from a caller without the right; the page shows the premium prompt.
    video_playback_id: allowed ? v.videoPlaybackId : null,
    can_watch: allowed,
    comments_count: comments.get(v.id) ?? 0,
    tags_names: tagsNames,
    connected_recipe: connected.map((c) => toConnectedRecipe(c.recipe, c.ingredients)),
    ...reactions,
  };
}

export async function suggested(ctx: AppContext, id: number) {
  const rows = await repo.suggestedVideos(ctx.db, id, suggestedLimit);
  return { data: rows.map(toVideoCard) };
}

export async function showDetail(ctx: AppContext, auth: Auth | null, id: number): Promise<ShowDetail> {
  const s = await repo.findShow(ctx.db, id);
  if (!s) throw AppError.notFound(msg.noShowDetails);
  const [list, reactions, tagsNames] = await Promise.all([
    repo.episodesOfShow(ctx.db, s.id),
    reactionsOf(ctx.db, auth, 'show', s.id),
    repo.tagNames(ctx.db, 'show', s.id),
  ]);
  return {
    ...toShowCard(s, list.length),
    cover_image: s.coverImage,
    tags_names: tagsNames,
    episodes: list.map((e) => toEpisodeCard(e, s.title)),
    ...reactions,
  };
}

export async function episodeDetail(ctx: AppContext, auth: Auth | null, id: number): Promise<EpisodeDetail> {
  const found = await repo.findEpisode(ctx.db, id);
  if (!found) throw AppError.notFound(msg.noVideoDetails);
  const e = found.episode;
  const [allowed, reactions, comments, tagsNames, connected, showEpisodes] = await Promise.all([
    canWatch(ctx.db, auth, { kind: 'episode', id: e.id, isPremium: e.isPremium }),
    reactionsOf(ctx.db, auth, 'episode', e.id),
    commentCounts(ctx.db, 'episode', [e.id]),
    repo.tagNames(ctx.db, 'episode', e.id),
    repo.connectedOf(ctx.db, 'episode', e.id),
    repo.episodesOfShow(ctx.db, e.showId),
  ]);
  // Numbers follow the show's order (position, then id), counting published episodes only.
  const comesBefore = (o: typeof e) => o.position < e.position || (o.position === e.position && o.id < e.id);
  const others = showEpisodes.filter((o) => o.id !== e.id);
  const next = others.find((o) => !comesBefore(o));
  return {
    ...toEpisodeCard(e, found.showName),
    video_playback_id: allowed ? e.videoPlaybackId : null,
    can_watch: allowed,
    comments_count: comments.get(e.id) ?? 0,
    tags_names: tagsNames,
    connected_recipe: connected.map((c) => toConnectedRecipe(c.recipe, c.ingredients)),
    other_episodes: others.map((o) => toEpisodeCard(o, found.showName)),
    episode_number: others.filter(comesBefore).length + 1,
    next_episode: next ? toEpisodeCard(next, found.showName) : null,
    ...reactions,
  };
}

export async function recipeDetail(ctx: AppContext, auth: Auth | null, id: number): Promise<RecipeDetail> {
  const r = await repo.findRecipe(ctx.db, id);
  if (!r) throw AppError.notFound(msg.noRecipeDetails);
  const [reactions, comments, tagsNames, connected] = await Promise.all([
    reactionsOf(ctx.db, auth, 'youtube_recipe', r.id),
    commentCounts(ctx.db, 'youtube_recipe', [r.id]),
    repo.tagNames(ctx.db, 'youtube_recipe', r.id),
    repo.connectedOf(ctx.db, 'youtube_recipe', r.id),
  ]);
  return {
    ...toRecipeCard(r, reactions.likes_count, comments.get(r.id) ?? 0),
    tags_names: tagsNames,
    connected_recipe: connected.map((c) => toConnectedRecipe(c.recipe, c.ingredients)),
    ...reactions,
  };
}
