import {
  defaultGroceryCategories,
  formatAmount,
  type GroceryItemInput,
  msg,
  type NewGroceryItem,
  type NewGroceryList,
  parseIngredientQuantity,
  scaleAmount,
  type UnitSystem,
  type UpdateGroceryList,
  unitsCompatible,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { toConnectedRecipe } from '../catalog/catalog.dto';
import { ingredientsOfRecipe, publishedConnectedRecipe } from '../catalog/catalog.read';
import { toGroceryItemDto, toGroceryListDto } from './grocery.dto';
import * as repo from './grocery.repo';

/** Categories every member can pick from, before their own and the recipes' ones. */
export const commonCategories = [
  ...defaultGroceryCategories,
  'bakery',
  'beverages',
  'canned goods',
  'condiments',
  'dairy',
  'frozen',
  'grains',
  'herbs',
  'meat',
  'oils',
  'pantry',
  'seafood',
  'snacks',
  'spices',
] as const;

/** Lines of a list, with the recipes they came from, as the page shows them. */
async function loadLists(ctx: AppContext, lists: repo.ListRow[]) {
  const items = await repo.itemsOf(
    ctx.db,
    lists.map((l) => l.id),
  );
  const sources = await repo.sourcesOf(
    ctx.db,
    items.map((i) => i.id),
  );
  return lists.map((l) => toGroceryListDto(l, items, sources));
}

async function loadList(ctx: AppContext, list: repo.ListRow) {
  const [dto] = await loadLists(ctx, [list]);
  return dto!;
}

async function ownList(ctx: AppContext, auth: Auth, id: number) {
  const list = await repo.findOwnList(ctx.db, auth.userId, id);
  // Someone else's list answers exactly like a list that does not exist.
  if (!list) throw AppError.notFound(msg.groceryListNotFound);
  return list;
}

export async function listLists(ctx: AppContext, auth: Auth, page: PageRequest) {
  const { count, rows } = await repo.pageOfLists(ctx.db, auth.userId, page.offset, page.size);
  return { count, results: await loadLists(ctx, rows) };
}

export async function getList(ctx: AppContext, auth: Auth, id: number) {
  return loadList(ctx, await ownList(ctx, auth, id));
}

interface Addition {
  name: string;
  /** As the member reads it ("1 1/2", "2-3", "a pinch"). */
  quantity: string;
  /** The number to add up, or null when the quantity is not one number. */
  amount: number | null;
  unit: string;
  category: string;
  recipeId: number | null;
}

/**
 * Reads (and scales) a quantity: "1 1/2" cup x2 -> 3 cup; "2-3" cloves stays a range
 * (scaled, never summed); "1 (14 oz)" can -> 1 "(14 oz) can", so equal cans add up.
 */
function additionOf(
  base: { name: string; quantity: string; unit: string; category: string; recipeId: number | null },
  factor = 1,
): Addition {
  const parsed = parseIngredientQuantity(base.quantity, base.unit);
  if (parsed.value === null) return { ...base, amount: null };
  const scaled = scaleAmount(parsed, factor);
  const unit = [scaled.note, scaled.unit].filter(Boolean).join(' ');
  return {
    ...base,
    quantity: formatAmount({ ...scaled, note: '' }),
    amount: scaled.max === null ? scaled.value : null,
    unit,
  };
}

/**
 * Turns a recipe's ingredients into additions, scaled to the servings asked for; an
 * ingredient without a category goes under "other".
 */
async function recipeAdditions(ctx: AppContext, recipeId: number, servings?: number): Promise<Addition[]> {
  const recipe = await publishedConnectedRecipe(ctx.db, recipeId);
  if (!recipe) throw AppError.notFound(msg.groceryRecipeNotFound);
  const factor = servings ? servings / recipe.servings : 1;
  const rows = await ingredientsOfRecipe(ctx.db, recipeId);
  return rows
    .filter((r) => r.name.trim())
    .map((r) =>
      additionOf(
        {
          name: r.name.trim(),
          quantity: r.quantity.trim(),
          unit: r.unit.trim(),
          category: r.category.trim().toLowerCase() || 'other',
          recipeId,
        },
        factor,
      ),
    );
}

async function typedAdditions(ctx: AppContext, items: GroceryItemInput[]): Promise<Addition[]> {
  const recipeIds = [...new Set(items.map((i) => i.related_recipe).filter((id): id is number => !!id))];
  for (const id of recipeIds) {
    if (!(await publishedConnectedRecipe(ctx.db, id))) throw AppError.notFound(msg.groceryRecipeNotFound);
  }
  return items.map((i) =>
    additionOf({
      name: i.item_name.trim(),
      quantity: i.quantity.trim(),
      unit: i.unit.trim(),
      category: i.category.trim().toLowerCase(),
      recipeId: i.related_recipe ?? null,
    }),
  );
}

/**
 * Adds to a locked list. A line of the same name in a compatible unit absorbs the addition:
 * numeric quantities add up across g/kg, ml/l, tsp/tbsp/cup, oz/lb (and the line needs
 * buying again); equal texts ("a pinch") stay one line.
 */
async function addToList(
  tx: repo.Tx,
  listId: number,
  additions: Addition[],
  now: Date,
  prefer: UnitSystem | null,
) {
  const touched: number[] = [];
  for (const a of additions) {
    const amount = a.amount;
    const lines = await repo.sameNameLines(tx, listId, a.name);
    const line = lines.find((l) =>
      amount !== null && l.amount !== null
        ? unitsCompatible(l.unit, a.unit)
        : amount === null &&
          l.amount === null &&
          l.unit.toLowerCase() === a.unit.toLowerCase() &&
          l.quantity.toLowerCase() === a.quantity.toLowerCase(),
    );
    const item =
      line ??
      (await repo.insertItem(tx, {
        listId,
        name: a.name,
        quantity: a.quantity,
        amount,
        unit: a.unit,
        category: a.category,
        now,
      }));
    await repo.insertSource(tx, {
      itemId: item.id,
      recipeId: a.recipeId,
      quantity: a.quantity,
      amount,
      unit: a.unit,
      now,
    });
    await repo.recompute(tx, item.id, now, prefer, line && amount !== null ? { purchased: false } : {});
    touched.push(item.id);
  }
  return touched;
}

export async function createList(ctx: AppContext, auth: Auth, input: NewGroceryList) {
  const additions = [
    ...(await typedAdditions(ctx, input.grocery_items)),
    ...(input.add_recipe ? await recipeAdditions(ctx, input.add_recipe, input.servings) : []),
  ];
  const now = ctx.config.now();
  const prefer = await repo.unitSystemOf(ctx.db, auth.userId);
  const list = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertList(tx, auth.userId, input.list_name.trim(), now);
    await addToList(tx, row.id, additions, now, prefer);
    return row;
  });
  return { msg: msg.grocerySubmitted, data: await loadList(ctx, list) };
}

export async function updateList(ctx: AppContext, auth: Auth, id: number, input: UpdateGroceryList) {
  await ownList(ctx, auth, id);
  const additions = [
    ...(await typedAdditions(ctx, input.add_grocery_items)),
    ...(input.add_recipe ? await recipeAdditions(ctx, input.add_recipe, input.servings) : []),
  ];
  const now = ctx.config.now();
  const prefer = await repo.unitSystemOf(ctx.db, auth.userId);
  const list = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockOwnList(tx, auth.userId, id);
    if (!locked) throw AppError.notFound(msg.groceryListNotFound);
    await addToList(tx, id, additions, now, prefer);
    await repo.touchList(tx, id, now, input.list_name?.trim());
    return { ...locked, name: input.list_name?.trim() ?? locked.name, updatedAt: now };
  });
  return { msg: msg.groceryUpdated, data: await loadList(ctx, list) };
}

/**
 * Several recipes at once (a week's meal plan) into one list: an existing list of the
 * member's, whose lines absorb them by the usual rules, or a new list of that name. One
 * transaction: either every recipe is on the list or none is.
 */
export async function addRecipesToList(
  ctx: AppContext,
  auth: Auth,
  target: { listId: number } | { name: string },
  recipes: { recipeId: number; servings: number }[],
) {
  if ('listId' in target) await ownList(ctx, auth, target.listId);
  const additions: Addition[] = [];
  for (const r of recipes) additions.push(...(await recipeAdditions(ctx, r.recipeId, r.servings)));
  const now = ctx.config.now();
  const prefer = await repo.unitSystemOf(ctx.db, auth.userId);
  return ctx.db.transaction(async (tx) => {
    const list =
      'listId' in target
        ? await repo.lockOwnList(tx, auth.userId, target.listId)
        : await repo.insertList(tx, auth.userId, target.name, now);
    if (!list) throw AppError.notFound(msg.groceryListNotFound);
    await addToList(tx, list.id, additions, now, prefer);
    await repo.touchList(tx, list.id, now);
    return { id: list.id, name: list.name };
  });
}

export async function deleteList(ctx: AppContext, auth: Auth, id: number) {
  await ownList(ctx, auth, id);
  await repo.deleteList(ctx.db, id);
  return { msg: msg.groceryListDeleted };
}

export async function addItem(ctx: AppContext, auth: Auth, input: NewGroceryItem) {
  await ownList(ctx, auth, input.grocery_list);
  const additions = await typedAdditions(ctx, [input]);
  const now = ctx.config.now();
  const prefer = await repo.unitSystemOf(ctx.db, auth.userId);
  const itemId = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockOwnList(tx, auth.userId, input.grocery_list);
    if (!locked) throw AppError.notFound(msg.groceryListNotFound);
    const [touched] = await addToList(tx, locked.id, additions, now, prefer);
    await repo.touchList(tx, locked.id, now);
    return touched!;
  });
  return { msg: msg.grocerySubmitted, data: await itemDto(ctx, auth, itemId) };
}

async function itemDto(ctx: AppContext, auth: Auth, id: number) {
  const found = await repo.findOwnItem(ctx.db, auth.userId, id);
  if (!found) throw AppError.notFound(msg.groceryItemNotFound);
  return toGroceryItemDto(found.item, await repo.sourcesOf(ctx.db, [id]));
}

/** Sets (not flips) purchased, so a change replayed after a lost connection lands the same way. */
export async function setPurchased(ctx: AppContext, auth: Auth, id: number, purchased: boolean) {
  const found = await repo.findOwnItem(ctx.db, auth.userId, id);
  if (!found) throw AppError.notFound(msg.groceryItemNotFound);
  await repo.setItem(ctx.db, id, { purchased, updatedAt: ctx.config.now() });
  return { msg: msg.groceryItemUpdated, data: await itemDto(ctx, auth, id) };
}

export async function deleteItem(ctx: AppContext, auth: Auth, id: number) {
  const found = await repo.findOwnItem(ctx.db, auth.userId, id);
  if (!found) throw AppError.notFound(msg.groceryItemNotFound);
  await repo.deleteItem(ctx.db, id);
  return { msg: msg.groceryItemDeleted };
}

/** Takes a recipe's share off every line; lines left with nothing disappear. */
export async function deleteRecipeItems(ctx: AppContext, auth: Auth, id: number, recipeId: number) {
  await ownList(ctx, auth, id);
  const now = ctx.config.now();
  const prefer = await repo.unitSystemOf(ctx.db, auth.userId);
  const list = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockOwnList(tx, auth.userId, id);
    if (!locked) throw AppError.notFound(msg.groceryListNotFound);
    const touched = await repo.deleteRecipeSources(tx, id, recipeId);
    for (const itemId of touched) await repo.recompute(tx, itemId, now, prefer);
    await repo.touchList(tx, id, now);
    return { ...locked, updatedAt: now };
  });
  return { msg: msg.groceryRecipeItemsDeleted, data: await loadList(ctx, list) };
}

/** Suggestions for the category field: fruit and vegetable by default, then matches of the text. */
export async function searchCategories(ctx: AppContext, auth: Auth, search: string) {
  const text = search.trim().toLowerCase();
  if (!text) return { data: [...defaultGroceryCategories] };
  const known = await repo.knownCategories(ctx.db, auth.userId, text, 10);
  const common = commonCategories.filter((c) => c.includes(text));
  const merged = [...new Set([...common.filter((c) => c.startsWith(text)), ...known, ...common])];
  merged.sort((a, b) => Number(b.startsWith(text)) - Number(a.startsWith(text)) || a.localeCompare(b));
  return { data: merged.slice(0, 10) };
}

/** The recipes on the member's list, whole, so the list can be cooked from (and read offline). */
export async function listRecipes(ctx: AppContext, auth: Auth, id: number) {
  await ownList(ctx, auth, id);
  const rows = await repo.recipesOnList(ctx.db, id);
  return { data: rows.map((r) => toConnectedRecipe(r.recipe, r.ingredients)) };
}
