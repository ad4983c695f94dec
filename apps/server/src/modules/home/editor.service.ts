import {
  type AdminCategory,
  type AdminExpert,
  type AppForm,
  type CategoryForm,
  CategoryFormSchema,
  type CategorySortValue,
  categorySortValues,
  type ExpertForm,
  type HomeContentType,
  type labelColors,
  msg,
  type SocialForm,
  TopLeftFormSchema,
} from '@simmer/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  homeCategories,
  homeCategoryTags,
  homeFeatures,
  homeGalleryImages,
  homePage,
  homeTopRightRecipes,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { parseFields } from '../../http/multipart';
import { tagsInNameOrder } from '../catalog/catalog.read';
import { ensureTags } from '../catalog/editing.service';
import { findVideoAsset } from '../media/media.read';
import { loadDetails } from './content-details';
import { coverOf, type EditorForm } from './editor.form';
import { featuredTopLeft } from './home.service';
import { invalidateHome } from './section-cache.service';

type PageColumns = Partial<Omit<typeof homePage.$inferInsert, 'id'>>;

/** Writes columns of the singleton home row (creating it on first use) and drops the section cache. */
export async function savePage(ctx: AppContext, set: PageColumns) {
  const values = { ...set, updatedAt: new Date() };
  await ctx.db
    .insert(homePage)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: homePage.id, set: values });
  invalidateHome(ctx);
}

/** Refuses an item that does not exist or is not published: visitors could not open it. */
export async function requirePublished(ctx: AppContext, type: HomeContentType, id: number, field: string) {
  const details = await loadDetails(ctx.db, [{ type, id }]);
  if (details.size === 0) {
    throw AppError.invalid(msg.homeEditorContentNotPublished, { [field]: msg.homeEditorContentNotPublished });
  }
}

// --- featured top-left ---

export async function setTopLeft(ctx: AppContext, form: EditorForm) {
  const input = parseFields(TopLeftFormSchema, form.fields);
  const type = input.content_type;
  const itemId = input[type];
  if (!itemId) {
    throw AppError.invalid(msg.homeEditorContentTypeRequired, { [type]: msg.homeEditorContentTypeRequired });
  }
  await requirePublished(ctx, type, itemId, type);
  const cover = await coverOf(ctx, form, 'cover_image');
  await savePage(ctx, {
    topLeftContentType: type,
    topLeftVideoId: type === 'video' ? itemId : null,
    topLeftShowId: type === 'show' ? itemId : null,
    topLeftEpisodeId: type === 'episode' ? itemId : null,
    topLeftYoutubeRecipeId: type === 'youtube_recipe' ? itemId : null,
    topLeftCoverImage: cover,
    ...labelColumns(input),
    topLeftUpdatedAt: new Date(),
  });
  return { msg: msg.homeEditorTopLeftUpdated, data: (await featuredTopLeft(ctx)).data };
}

/** A picked item's optional label (text and colour together; the form's schema checks the pair). */
export interface PickedLabel {
  title?: string;
  title_label_color?: (typeof labelColors)[number];
}
const labelColumns = (l: PickedLabel) => ({
  topLeftLabel: l.title && l.title_label_color ? l.title : null,
  topLeftLabelColor: l.title && l.title_label_color ? l.title_label_color : null,
});

// --- featured top-right ---

/** Fills a top-right slot: replaces its recipe when the rank is taken, otherwise creates it. */
export async function putTopRightSlot(
  ctx: AppContext,
  rank: number,
  recipeId: number,
  form: EditorForm,
  picked: PickedLabel = {},
) {
  const { topLeftLabel: label, topLeftLabelColor: labelColor } = labelColumns(picked);
  await requirePublished(ctx, 'youtube_recipe', recipeId, 'youtube_recipe');
  const cover = await coverOf(ctx, form, 'cover_image');
  const [existing] = await ctx.db
    .select()
    .from(homeTopRightRecipes)
    .where(eq(homeTopRightRecipes.rank, rank));
  if (existing) {
    // A new cover replaces the old one; the same recipe keeps its cover when none is sent.
    const coverImage = cover ?? (existing.youtubeRecipeId === recipeId ? existing.coverImage : null);
    await ctx.db
      .update(homeTopRightRecipes)
      .set({ youtubeRecipeId: recipeId, coverImage, label, labelColor })
      .where(eq(homeTopRightRecipes.rank, rank));
  } else {
    await ctx.db
      .insert(homeTopRightRecipes)
      .values({ rank, youtubeRecipeId: recipeId, coverImage: cover, label, labelColor })
      .onConflictDoUpdate({
        target: homeTopRightRecipes.rank,
        set: { youtubeRecipeId: recipeId, coverImage: cover, label, labelColor },
      });
  }
  invalidateHome(ctx);
  return { created: !existing };
}

export async function clearTopRightSlot(ctx: AppContext, rank: number) {
  const gone = await ctx.db
    .delete(homeTopRightRecipes)
    .where(eq(homeTopRightRecipes.rank, rank))
    .returning({ rank: homeTopRightRecipes.rank });
  if (!gone.length) throw AppError.notFound(msg.homeEditorSlotEmpty);
  invalidateHome(ctx);
}

// --- expert ---

export async function adminExpert(ctx: AppContext): Promise<AdminExpert> {
  const [row] = await ctx.db.select().from(homePage).where(eq(homePage.id, 1));
  return {
    content: row?.expertContent ?? '',
    video_file_name: row?.expertVideoFileName ?? null,
    video_asset_id: row?.expertVideoAssetId ?? null,
    video_playback_id: row?.expertVideoPlaybackId ?? null,
  };
}

/** Saves the expert text, and/or the video of a finished upload (checked against the upload). */
export async function saveExpert(ctx: AppContext, input: ExpertForm) {
  const set: PageColumns = {};
  if (input.content !== undefined) set.expertContent = input.content;
  if (input.video_asset_id || input.video_playback_id) {
    const asset = input.video_asset_id ? await findVideoAsset(ctx.db, input.video_asset_id) : null;
    if (!asset || (input.video_playback_id && asset.playbackId !== input.video_playback_id)) {
      throw AppError.invalid(msg.homeEditorVideoNotFound, { video_asset_id: msg.homeEditorVideoNotFound });
    }
    set.expertVideoAssetId = asset.assetId;
    set.expertVideoPlaybackId = asset.playbackId;
    set.expertVideoFileName = input.video_file_name || asset.fileName;
  }
  if (!Object.keys(set).length) {
    throw AppError.invalid(msg.fieldRequired, { content: msg.fieldRequired });
  }
  await savePage(ctx, set);
  return { msg: msg.homeEditorExpertUpdated, data: await adminExpert(ctx) };
}

// --- features ---

/** Saves one feature box: updates the rank when it exists, else creates it (spec 002 §4). */
export async function saveFeature(
  ctx: AppContext,
  rank: number,
  input: { title: string; description: string },
) {
  if (!input.title && !input.description) {
    throw AppError.invalid(msg.featureFillAllFields, {
      title: msg.featureFillAllFields,
      description: msg.featureFillAllFields,
    });
  }
  await ctx.db
    .insert(homeFeatures)
    .values({ rank, title: input.title, description: input.description })
    .onConflictDoUpdate({
      target: homeFeatures.rank,
      set: { title: input.title, description: input.description },
    });
  invalidateHome(ctx);
  return { msg: msg.featureUpdated };
}

// --- social, app ---

export async function saveSocial(ctx: AppContext, input: SocialForm) {
  const set: PageColumns = {};
  // Description fields save only when not null (spec 002 §5).
  if (input.description !== undefined && input.description !== null)
    set.socialDescription = input.description;
  if (input.facebook_link !== undefined) set.facebookLink = input.facebook_link;
  if (input.instagram_link !== undefined) set.instagramLink = input.instagram_link;
  if (input.twitter_link !== undefined) set.twitterLink = input.twitter_link;
  if (input.youtube_link !== undefined) set.youtubeLink = input.youtube_link;
  if (Object.keys(set).length) await savePage(ctx, set);
  return { msg: msg.homeEditorSocialUpdated };
}

export async function saveApp(ctx: AppContext, input: AppForm, form: EditorForm) {
  const set: PageColumns = {};
  if (input.content !== undefined && input.content !== null) set.appContent = input.content;
  if (input.google_store_link !== undefined) set.googleStoreLink = input.google_store_link;
  if (input.apple_store_link !== undefined) set.appleStoreLink = input.apple_store_link;
  const image = await coverOf(ctx, form, 'image');
  if (image) set.appImage = image;
  if (Object.keys(set).length) await savePage(ctx, set);
  return { msg: msg.homeEditorAppUpdated };
}

// --- gallery ---

export async function putGalleryImage(ctx: AppContext, rank: number, form: EditorForm) {
  const image = await coverOf(ctx, form, 'image');
  if (!image) throw AppError.invalid(msg.imageRequired, { image: msg.imageRequired });
  await ctx.db
    .insert(homeGalleryImages)
    .values({ rank, image })
    .onConflictDoUpdate({ target: homeGalleryImages.rank, set: { image, updatedAt: new Date() } });
  invalidateHome(ctx);
  return { msg: msg.homeEditorGalleryUpdated };
}

// --- recipe categories ---

/** Older rows may hold a sort from before the editor; the editor shows the nearest spec option. */
function sortValue(stored: string): CategorySortValue {
  if ((categorySortValues as readonly string[]).includes(stored)) return stored as CategorySortValue;
  return stored === 'popular' ? 'likes_count' : 'created_date';
}

export async function adminCategories(ctx: AppContext): Promise<AdminCategory[]> {
  const [rows, links] = await Promise.all([
    ctx.db.select().from(homeCategories).orderBy(asc(homeCategories.rank)),
    ctx.db.select({ rank: homeCategoryTags.rank, tagId: homeCategoryTags.tagId }).from(homeCategoryTags),
  ]);
  // Each category's tags in name order, as the catalog sorts them.
  const named = await tagsInNameOrder(ctx.db, [...new Set(links.map((l) => l.tagId))]);
  const tagRows = named.flatMap((t) =>
    links.filter((l) => l.tagId === t.id).map((l) => ({ rank: l.rank, name: t.name })),
  );
  return rows.map((r) => ({
    rank: r.rank,
    name: r.name,
    tags_names: tagRows.filter((t) => t.rank === r.rank).map((t) => t.name),
    sort_by: sortValue(r.sortBy),
  }));
}

export async function adminCategory(ctx: AppContext, rank: number): Promise<AdminCategory> {
  const found = (await adminCategories(ctx)).find((c) => c.rank === rank);
  return found ?? { rank, name: '', tags_names: [], sort_by: 'created_date' };
}

/** Saves a category tab: its name, sort and tag list (replaced as a whole) in one transaction. */
export async function saveCategory(ctx: AppContext, rank: number, body: CategoryForm) {
  const input = parseFields(CategoryFormSchema, body as Record<string, unknown>);
  await ctx.db.transaction(async (tx) => {
    const set = { name: input.name, sortBy: input.sort_by, updatedAt: new Date() };
    await tx
      .insert(homeCategories)
      .values({ rank, ...set })
      .onConflictDoUpdate({ target: homeCategories.rank, set });
    await tx.delete(homeCategoryTags).where(eq(homeCategoryTags.rank, rank));
    if (!input.tags.length) return;
    const rows = await ensureTags(tx, input.tags);
    await tx
      .insert(homeCategoryTags)
      .values(rows.map((t) => ({ rank, tagId: t.id })))
      .onConflictDoNothing();
  });
  invalidateHome(ctx);
  return { msg: msg.categoryRecipesUpdated, data: await adminCategory(ctx, rank) };
}
