import type { ConnectedRecipe, EpisodeCard, RecipeCard, ShowCard, VideoCard } from '@simmer/contracts';
import type { connectedRecipes, episodes, ingredients, shows, videos, youtubeRecipes } from '../../db/schema';

type VideoRow = Omit<typeof videos.$inferSelect, 'search'>;
type ShowRow = Omit<typeof shows.$inferSelect, 'search'>;
type EpisodeRow = Omit<typeof episodes.$inferSelect, 'search'>;
type RecipeRow = Omit<typeof youtubeRecipes.$inferSelect, 'search'>;
type ConnectedRow = typeof connectedRecipes.$inferSelect;
type IngredientRow = typeof ingredients.$inferSelect;

const iso = (d: Date) => d.toISOString();

export function toVideoCard(v: VideoRow): VideoCard {
  return {
    id: v.id,
    content_type: 'video',
    title: v.title,
    title_image: v.titleImage,
    description: v.description,
    is_premium: v.isPremium,
    duration: v.durationSeconds,
    created: iso(v.createdAt),
    updated: iso(v.updatedAt),
  };
}

export function toShowCard(s: ShowRow, episodesCount: number): ShowCard {
  return {
    id: s.id,
    content_type: 'show',
    title: s.title,
    title_image: s.titleImage,
    description: s.description,
    episodes_count: episodesCount,
    created: iso(s.createdAt),
    updated: iso(s.updatedAt),
  };
}

export function toEpisodeCard(e: EpisodeRow, showName: string): EpisodeCard {
  return {
    id: e.id,
    content_type: 'episode',
    title: e.title,
    title_image: e.titleImage,
    description: e.description,
    is_premium: e.isPremium,
    show: e.showId,
    show_name: showName,
    duration: e.durationSeconds,
    video_details: { duration: e.durationSeconds },
    created: iso(e.createdAt),
    updated: iso(e.updatedAt),
  };
}

export function toRecipeCard(r: RecipeRow, likesCount: number, commentsCount: number): RecipeCard {
  return {
    id: r.id,
    content_type: 'youtube-recipe',
    title: r.title,
    title_image: r.titleImage,
    description: r.description,
    youtube_link: r.youtubeLink,
    likes_count: likesCount,
    comments_count: commentsCount,
    created: iso(r.createdAt),
    updated: iso(r.updatedAt),
  };
}

const nullableNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Servings, times, yield, nutrition, course, diets and video times of a connected recipe. */
export function recipeDetails(r: ConnectedRow) {
  const total =
    r.prepMinutes === null && r.cookMinutes === null ? null : (r.prepMinutes ?? 0) + (r.cookMinutes ?? 0);
  const n = r.nutrition;
  const nutrition =
    n && [n.calories, n.protein_g, n.carbs_g, n.fat_g].some((v) => nullableNumber(v) !== null)
      ? {
          calories: nullableNumber(n.calories),
          protein_g: nullableNumber(n.protein_g),
          carbs_g: nullableNumber(n.carbs_g),
          fat_g: nullableNumber(n.fat_g),
        }
      : null;
  return {
    servings: r.servings,
    prep_minutes: r.prepMinutes,
    cook_minutes: r.cookMinutes,
    total_minutes: total,
    recipe_yield: r.recipeYield,
    nutrition,
    course: r.course,
    diets: r.diets,
    step_times: r.stepTimes,
    ingredients_time: r.ingredientsTime,
  };
}

export function toIngredient(i: IngredientRow) {
  return {
    id: i.id,
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    category: i.category,
    amount: i.amount,
    amount_max: i.amountMax,
  };
}

export function toConnectedRecipe(r: ConnectedRow, list: IngredientRow[]): ConnectedRecipe {
  return {
    id: r.id,
    name: r.name,
    recipe_image: r.recipeImage,
    instructions: r.instructions,
    notes: r.notes,
    content_type: r.contentType,
    ingredients: list.map(toIngredient),
    ...recipeDetails(r),
  };
}
