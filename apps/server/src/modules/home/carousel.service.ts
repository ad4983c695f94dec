import { type CarouselForm, CarouselFormSchema, type HomeContentType, msg } from '@simmer/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { carouselItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { parseFields } from '../../http/multipart';
import { detailsOf, loadDetails } from './content-details';
import { coverOf, type EditorForm } from './editor.form';
import { requirePublished } from './editor.service';
import { invalidateHome } from './section-cache.service';

type RowType = CarouselForm['row_type'];

/** What each row takes: its own kind, or (updates) any published item. */
const allowed: Record<RowType, HomeContentType[]> = {
  show: ['show'],
  video: ['video'],
  youtube_recipe: ['youtube_recipe'],
  update: ['video', 'show', 'episode', 'youtube_recipe'],
};
const typeLabel: Record<HomeContentType, string> = {
  show: 'show',
  video: 'video',
  episode: 'episode',
  youtube_recipe: 'YouTube recipe',
};

function pickRef(input: CarouselForm) {
  for (const type of allowed[input.row_type]) {
    const id = input[type];
    if (id) return { type, id };
  }
  const field = input.row_type === 'update' ? 'video' : input.row_type;
  const sentOther = (['video', 'show', 'episode', 'youtube_recipe'] as const).some((t) => input[t]);
  const message = sentOther
    ? msg.carouselWrongContentType.replace('{type}', typeLabel[input.row_type as HomeContentType] ?? 'this')
    : msg.homeEditorContentTypeRequired;
  throw AppError.invalid(message, { [field]: message });
}

/** Serialises carousel writes so two admins filling the same slot cannot both create it. */
const lockCarousel = sql`select pg_advisory_xact_lock(hashtext('simmer.carousel_items'))`;

/**
 * Adds a dashboard item at its row's priority: if the slot is new the item is created,
 * otherwise the item in that slot is replaced (spec 002 §2.7). Without an uploaded cover the
 * item's own title image is the cover; "Cover image is required!" only when it has none.
 */
export async function addCarouselItem(ctx: AppContext, form: EditorForm) {
  const input = parseFields(CarouselFormSchema, form.fields);
  const ref = pickRef(input);
  await requirePublished(ctx, ref.type, ref.id, ref.type);
  const coverImage = form.files.cover_image
    ? ((await coverOf(ctx, form, 'cover_image')) as string)
    : detailsOf(await loadDetails(ctx.db, [ref]), ref)?.title_image;
  if (!coverImage) {
    throw AppError.invalid(msg.carouselCoverRequired, { cover_image: msg.carouselCoverRequired });
  }
  const values = columns(input, ref, coverImage);
  const created = await ctx.db.transaction(async (tx) => {
    await tx.execute(lockCarousel);
    const slot = and(eq(carouselItems.rowType, input.row_type), eq(carouselItems.priority, input.priority));
    const [existing] = await tx.select({ id: carouselItems.id }).from(carouselItems).where(slot);
    if (!existing) {
      const [row] = await tx.insert(carouselItems).values(values).returning({ id: carouselItems.id });
      return { id: row?.id as number, created: true };
    }
    await tx.update(carouselItems).set(values).where(eq(carouselItems.id, existing.id));
    // Older data may hold two items in one slot; the slot keeps only the new one.
    await tx.delete(carouselItems).where(and(slot, ne(carouselItems.id, existing.id)));
    return { id: existing.id, created: false };
  });
  invalidateHome(ctx);
  return created;
}

/** Edits an item by id (same form; the cover is kept when none is sent). Moving onto a taken slot replaces it. */
export async function updateCarouselItem(ctx: AppContext, id: number, form: EditorForm) {
  const input = parseFields(CarouselFormSchema, form.fields);
  const ref = pickRef(input);
  const [current] = await ctx.db.select().from(carouselItems).where(eq(carouselItems.id, id));
  if (!current) throw AppError.notFound();
  await requirePublished(ctx, ref.type, ref.id, ref.type);
  const coverImage = (await coverOf(ctx, form, 'cover_image')) ?? current.coverImage;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(lockCarousel);
    await tx
      .delete(carouselItems)
      .where(
        and(
          eq(carouselItems.rowType, input.row_type),
          eq(carouselItems.priority, input.priority),
          ne(carouselItems.id, id),
        ),
      );
    await tx
      .update(carouselItems)
      .set(columns(input, ref, coverImage))
      .where(eq(carouselItems.id, id));
  });
  invalidateHome(ctx);
}

export async function removeCarouselItem(ctx: AppContext, id: number) {
  const gone = await ctx.db
    .delete(carouselItems)
    .where(eq(carouselItems.id, id))
    .returning({ id: carouselItems.id });
  if (!gone.length) throw AppError.notFound();
  invalidateHome(ctx);
}

function columns(input: CarouselForm, ref: { type: HomeContentType; id: number }, coverImage: string) {
  return {
    rowType: input.row_type,
    contentType: ref.type,
    videoId: ref.type === 'video' ? ref.id : null,
    showId: ref.type === 'show' ? ref.id : null,
    episodeId: ref.type === 'episode' ? ref.id : null,
    youtubeRecipeId: ref.type === 'youtube_recipe' ? ref.id : null,
    priority: input.priority,
    coverImage,
    title: input.title || null,
    titleLabelColor: input.title ? (input.title_label_color ?? null) : null,
    updatedAt: new Date(),
  };
}
