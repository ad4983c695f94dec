import {
  msg,
  type Newsletter,
  type NewsletterCard,
  type NewsletterInput,
  NewsletterInputSchema,
  paths,
} from '@simmer/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { affectedRows } from '../../db/affected-rows';
import type { Paged, PageRequest } from '../../db/paging';
import { newsletterDeliveries, newsletters } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { cleanHtml } from '../../lib/html';
import { accountsView, emailOf } from '../auth/auth.read';
import { confirmedSubscriberAddresses } from '../home/subscribe.read';
import { buyerIds, payingMemberIds } from '../payments/audience.read';
import { searchAll } from '../search/search.service';
import { listProducts } from '../store/store.service';
import { mailTemplate } from './newsletter-mail';
import * as repo from './newsletters.repo';

export const sendQueue = 'newsletters.send';

function dto(row: repo.NewsletterRow, progress?: Newsletter['progress']): Newsletter {
  return {
    id: row.id,
    subject: row.subject,
    body_html: row.bodyHtml,
    segment: row.segment,
    segment_plan: row.segmentPlan,
    segment_product_type: row.segmentProductType,
    segment_product_id: row.segmentProductId,
    members_only: row.membersOnly,
    status: row.status,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    progress: progress ?? { total: 0, sent: 0, failed: 0, remaining: 0 },
  };
}

function fields(input: NewsletterInput) {
  const v = NewsletterInputSchema.parse(input);
  return {
    subject: v.subject,
    bodyHtml: cleanHtml(v.body_html),
    segment: v.segment,
    segmentPlan: v.segment === 'plan' ? (v.segment_plan ?? null) : null,
    segmentProductType: v.segment === 'buyers' ? (v.segment_product_type ?? null) : null,
    segmentProductId: v.segment === 'buyers' ? (v.segment_product_id ?? null) : null,
    membersOnly: v.members_only,
  };
}

async function withProgress(ctx: AppContext, row: repo.NewsletterRow) {
  return dto(row, (await repo.progressOf(ctx.db, [row.id])).get(row.id));
}

async function mustFind(ctx: AppContext, id: number) {
  const row = await repo.findNewsletter(ctx.db, id);
  if (!row) throw AppError.notFound(msg.newsletterNotFound);
  return row;
}

export async function listNewsletters(ctx: AppContext, page: PageRequest): Promise<Paged<Newsletter>> {
  const { rows, count } = await repo.listNewsletters(ctx.db, { limit: page.size, offset: page.offset });
  const progress = await repo.progressOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { page, count, results: rows.map((r) => dto(r, progress.get(r.id))) };
}

export async function getNewsletter(ctx: AppContext, id: number) {
  return withProgress(ctx, await mustFind(ctx, id));
}

export async function createNewsletter(ctx: AppContext, auth: Auth, input: NewsletterInput) {
  const [row] = await ctx.db
    .insert(newsletters)
    .values({ ...fields(input), createdBy: auth.userId })
    .returning();
  return { msg: msg.newsletterCreated, data: dto(row!) };
}

export async function updateNewsletter(ctx: AppContext, id: number, input: NewsletterInput) {
  await mustFind(ctx, id);
  const [row] = await ctx.db
    .update(newsletters)
    .set({ ...fields(input), updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning();
  if (!row) throw AppError.conflict(msg.newsletterNotDraft);
  return { msg: msg.newsletterUpdated, data: dto(row) };
}

/** Only a draft may be deleted; a sent newsletter stays as its record and public page. */
export async function deleteNewsletter(ctx: AppContext, id: number) {
  await mustFind(ctx, id);
  const gone = await ctx.db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning({ id: newsletters.id });
  if (gone.length === 0) throw AppError.conflict(msg.newsletterNotDraft);
  return { msg: msg.newsletterDeleted };
}

/** A test to the staff member's own address, marked as a test, recording no recipient. */
export async function sendTest(ctx: AppContext, auth: Auth, id: number) {
  const row = await mustFind(ctx, id);
  const email = await emailOf(ctx.db, auth.userId);
  if (!email) throw AppError.notFound();
  const mail = (await mailTemplate(ctx, row))(email);
  await (ctx.mailDirect ?? ctx.mailer).send({ ...mail, subject: `[Test] ${mail.subject}` });
  return { msg: msg.newsletterTestSent.replace('{email}', email) };
}

/** Sends now or at `scheduledAt`: the draft is claimed once and the send job queued. */
export async function sendNewsletter(ctx: AppContext, id: number, scheduledAt?: string | null) {
  const row = await mustFind(ctx, id);
  if (row.status !== 'draft') throw AppError.conflict(msg.newsletterNotDraft);
  if (!row.subject.trim() || !row.bodyHtml.trim()) throw AppError.invalid(msg.newsletterEmpty);
  const at = scheduledAt ? new Date(scheduledAt) : null;
  if (at && at.getTime() < Date.now() - 60_000) {
    throw AppError.invalid(msg.newsletterScheduleInPast, { scheduled_at: msg.newsletterScheduleInPast });
  }
  const claimed = await ctx.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduledAt: at ?? new Date(), updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')));
  if (affectedRows(claimed) === 0) throw AppError.conflict(msg.newsletterNotDraft);
  await ctx.jobs.send(
    sendQueue,
    { id },
    {
      startAfter: at ?? undefined,
      singletonKey: `newsletter-${id}`,
      retryLimit: 20,
      retryDelay: 30,
      retryBackoff: true,
    },
  );
  return {
    msg: at ? msg.newsletterScheduled : msg.newsletterSending,
    data: await withProgress(ctx, await mustFind(ctx, id)),
  };
}

export async function progress(ctx: AppContext, id: number) {
  await mustFind(ctx, id);
  return (await repo.progressOf(ctx.db, [id])).get(id)!;
}

/**
 * The addresses of a newsletter's segment, one per address (compared without case), without
 * those that turned newsletters off (decision 850).
 */
export async function segmentAddresses(
  ctx: AppContext,
  row: Pick<repo.NewsletterRow, 'segment' | 'segmentPlan' | 'segmentProductType' | 'segmentProductId'>,
): Promise<{ email: string; userId: number | null }[]> {
  const members = async () => {
    const a = accountsView('a');
    return ctx.db
      .select({ id: a.id, email: a.email })
      .from(a)
      .where(and(eq(a.isActive, true), sql`${a.deletedAt} is null`));
  };
  let list: { email: string; userId: number | null }[] = [];
  const fromMembers = async (keep: (id: number) => boolean) =>
    (await members()).filter((m) => keep(m.id)).map((m) => ({ email: m.email, userId: m.id }));
  switch (row.segment) {
    case 'everyone': {
      const subs = await confirmedSubscriberAddresses(ctx.db);
      list = [...(await fromMembers(() => true)), ...subs.map((email) => ({ email, userId: null }))];
      break;
    }
    case 'subscribers':
      list = (await confirmedSubscriberAddresses(ctx.db)).map((email) => ({ email, userId: null }));
      break;
    case 'free': {
      const paying = await payingMemberIds(ctx.db);
      list = await fromMembers((id) => !paying.has(id));
      break;
    }
    case 'paying': {
      const paying = await payingMemberIds(ctx.db);
      list = await fromMembers((id) => paying.has(id));
      break;
    }
    case 'plan': {
      const paying = await payingMemberIds(ctx.db, { plan: row.segmentPlan });
      list = await fromMembers((id) => paying.has(id));
      break;
    }
    case 'buyers': {
      const buyers =
        row.segmentProductType && row.segmentProductId
          ? await buyerIds(ctx.db, row.segmentProductType, row.segmentProductId)
          : new Set<number>();
      list = await fromMembers((id) => buyers.has(id));
      break;
    }
  }
  const off = await repo.optedOut(ctx.db, 'newsletters');
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = r.email.toLowerCase();
    if (seen.has(key) || off.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The picker's cards: recipes, videos and shows found by the catalogue search, and shop products. */
export async function cards(ctx: AppContext, q: string): Promise<{ results: NewsletterCard[] }> {
  const base = ctx.config.publicUrl;
  const found = q.trim() ? await searchAll(ctx, q, 20) : [];
  const results: NewsletterCard[] = [];
  for (const r of found) {
    const kind =
      r.content_type === 'show' ? 'show' : r.content_type === 'youtube-recipe' ? 'recipe' : 'video';
    const path =
      r.content_type === 'show'
        ? paths.show(r.id)
        : r.content_type === 'episode'
          ? paths.episode(r.id)
          : r.content_type === 'youtube-recipe'
            ? paths.recipe(r.id)
            : paths.video(r.id);
    results.push({ kind, title: r.title, url: `${base}${path}`, image: r.title_image });
  }
  try {
    const page = await listProducts(ctx, { first: 50 });
    const needle = q.trim().toLowerCase();
    for (const p of page.products) {
      if (needle && !p.title.toLowerCase().includes(needle)) continue;
      results.push({
        kind: 'product',
        title: p.title,
        url: `${base}${paths.product(p.handle)}`,
        image: p.image,
      });
    }
  } catch {
    // No shop configured: the picker offers catalogue cards only.
  }
  return { results: results.slice(0, 40) };
}

/** Sent newsletters that are not members-only, newest first, for the public archive. */
export async function archive(ctx: AppContext, page: PageRequest) {
  const { rows, count } = await repo.listNewsletters(ctx.db, {
    limit: page.size,
    offset: page.offset,
    sentOnly: true,
  });
  return {
    page,
    count,
    results: rows.map((r) => ({ id: r.id, subject: r.subject, sent_at: r.sentAt?.toISOString() ?? null })),
  };
}

export async function published(ctx: AppContext, auth: Auth | null, id: number) {
  const row = await repo.findNewsletter(ctx.db, id);
  if (row?.status !== 'sent') throw AppError.notFound(msg.newsletterNotFound);
  if (row.membersOnly && !auth) throw AppError.notFound(msg.newsletterMembersOnly);
  return {
    id: row.id,
    subject: row.subject,
    body_html: row.bodyHtml,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** Deliveries of a member (their address): for the data archive and erasure. */
export async function deliveriesOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select({
      newsletterId: newsletterDeliveries.newsletterId,
      status: newsletterDeliveries.status,
      sentAt: newsletterDeliveries.sentAt,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.userId, userId));
}
