import {
  addDays,
  fillMessage,
  type MealPlanGroceryBody,
  mealPlanLimits,
  msg,
  type NewMealPlanEntry,
  type UpdateMealPlanEntry,
  weekStart,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { publishedConnectedRecipeCards } from '../catalog/catalog.read';
import { addRecipesToList } from '../grocery/grocery.service';
import { toEntryDto, toMealPlanRecipeDto } from './recipe-box.dto';
import * as repo from './recipe-box.repo';

/** Entries with their recipes; entries whose recipe is no longer published are left out. */
async function withRecipes(ctx: AppContext, rows: repo.EntryRow[]) {
  const cards = await publishedConnectedRecipeCards(ctx.db, {
    ids: [...new Set(rows.map((r) => r.recipeId))],
  });
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const recipe = byId.get(r.recipeId);
    return recipe ? [toEntryDto(r, recipe)] : [];
  });
}

async function ownEntry(ctx: AppContext, auth: Auth, id: number) {
  const row = await repo.findOwnEntry(ctx.db, auth.userId, id);
  if (!row) throw AppError.notFound(msg.mealPlanEntryNotFound);
  return row;
}

async function entriesOfWeek(ctx: AppContext, auth: Auth, week: string) {
  return repo.entriesOfWeek(ctx.db, auth.userId, week, addDays(week, 7));
}

async function assertRoom(ctx: AppContext, auth: Auth, day: string, adding: number) {
  const week = weekStart(day);
  const n = await repo.countOfWeek(ctx.db, auth.userId, week, addDays(week, 7));
  if (n + adding > mealPlanLimits.entriesPerWeek) throw AppError.conflict(msg.mealPlanFull);
}

/** The week (Monday to Sunday) holding `day`, this week by default. */
export async function week(ctx: AppContext, auth: Auth, day?: string) {
  const start = weekStart(day ?? ctx.config.now().toISOString().slice(0, 10));
  return { week: start, entries: await withRecipes(ctx, await entriesOfWeek(ctx, auth, start)) };
}

export async function addEntry(ctx: AppContext, auth: Auth, input: NewMealPlanEntry) {
  const [recipe] = await publishedConnectedRecipeCards(ctx.db, { ids: [input.recipe_id] });
  if (!recipe) throw AppError.notFound(msg.mealPlanRecipeNotFound);
  await assertRoom(ctx, auth, input.day, 1);
  const [row] = await repo.insertEntries(ctx.db, [
    {
      userId: auth.userId,
      day: input.day,
      meal: input.meal,
      recipeId: recipe.id,
      servings: input.servings ?? recipe.servings,
      createdAt: ctx.config.now(),
    },
  ]);
  return { msg: msg.mealPlanAdded, data: toEntryDto(row!, recipe) };
}

/** Moves an entry (day, meal) or sets its servings. */
export async function updateEntry(ctx: AppContext, auth: Auth, id: number, input: UpdateMealPlanEntry) {
  const own = await ownEntry(ctx, auth, id);
  if (input.day && weekStart(input.day) !== weekStart(own.day)) await assertRoom(ctx, auth, input.day, 1);
  const row = await repo.updateEntry(ctx.db, id, input);
  const [dto] = await withRecipes(ctx, [row]);
  if (!dto) throw AppError.notFound(msg.mealPlanRecipeNotFound);
  const moved = input.day !== undefined || input.meal !== undefined;
  return { msg: moved ? msg.mealPlanMoved : msg.mealPlanUpdated, data: dto };
}

export async function removeEntry(ctx: AppContext, auth: Auth, id: number) {
  await ownEntry(ctx, auth, id);
  await repo.deleteEntry(ctx.db, id);
  return { msg: msg.mealPlanRemoved };
}

/** Adds a copy of every entry of the week to the same day and meal of the next week. */
export async function copyToNextWeek(ctx: AppContext, auth: Auth, day: string) {
  const start = weekStart(day);
  const next = addDays(start, 7);
  const rows = await withRecipes(ctx, await entriesOfWeek(ctx, auth, start));
  if (!rows.length) throw AppError.invalid(msg.mealPlanCopyEmpty);
  await assertRoom(ctx, auth, next, rows.length);
  const now = ctx.config.now();
  await repo.insertEntries(
    ctx.db,
    rows.map((e) => ({
      userId: auth.userId,
      day: addDays(e.day, 7),
      meal: e.meal,
      recipeId: e.recipe.id,
      servings: e.servings,
      createdAt: now,
    })),
  );
  return {
    msg: fillMessage(msg.mealPlanCopied, { n: String(rows.length), date: next }),
    data: await week(ctx, auth, next),
  };
}

/**
 * The week's recipes, at their planned servings, into a grocery list through the grocery
 * module: lines merge with the list's existing ones by its rules (same name, compatible unit).
 */
export async function toGroceryList(ctx: AppContext, auth: Auth, input: MealPlanGroceryBody) {
  const plan = await week(ctx, auth, input.week);
  if (!plan.entries.length) throw AppError.invalid(msg.mealPlanGroceryEmpty);
  const target = input.list_id
    ? { listId: input.list_id }
    : { name: input.list_name ?? fillMessage(msg.mealPlanWeekOf, { date: plan.week }) };
  const list = await addRecipesToList(
    ctx,
    auth,
    target,
    plan.entries.map((e) => ({ recipeId: e.recipe.id, servings: e.servings })),
  );
  return {
    msg: fillMessage(msg.mealPlanGroceryDone, { name: list.name }),
    data: { list_id: list.id, list_name: list.name },
  };
}

export async function searchRecipes(ctx: AppContext, search: string) {
  if (search.length < 2) return { data: [] };
  const cards = await publishedConnectedRecipeCards(ctx.db, { search, limit: 20 });
  return { data: cards.map(toMealPlanRecipeDto) };
}
