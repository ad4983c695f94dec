import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newsletterDeliveries, newsletters } from '../../db/schema';
import type { Mailer } from '../../platform/mail';
import { mailTemplate } from './newsletter-mail';
import * as repo from './newsletters.repo';
import { segmentAddresses } from './newsletters.service';

export interface SendOptions {
  /** Recipients per job run; the job queues itself again for the rest. */
  batchSize?: number;
  ratePerSecond?: number;
  /** A claim older than this was left by a worker that died before sending (it is sent again). */
  leaseMs?: number;
  /** Attempts of one address before it counts as failed. */
  maxAttempts?: number;
  mailer?: Mailer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Thrown when the mail server refused a message: the job stops and is retried later. */
export class MailOutage extends Error {}

/**
 * One run of a newsletter's send job (decision 850): starts a due scheduled newsletter (claimed
 * once), writes its recipient rows once, then sends up to `batchSize` mails, each recipient's row
 * claimed before its mail goes out and marked sent after, at most `ratePerSecond`. Answers
 * whether recipients are left (the worker queues the next run). Safe to run twice at once.
 */
export async function sendBatch(
  ctx: AppContext,
  id: number,
  opts: SendOptions = {},
): Promise<{ more: boolean }> {
  const batchSize = opts.batchSize ?? 200;
  const rate = opts.ratePerSecond ?? ctx.config.NEWSLETTER_RATE_PER_SECOND;
  const leaseMs = opts.leaseMs ?? 10 * 60_000;
  const maxAttempts = opts.maxAttempts ?? 5;
  const mailer = opts.mailer ?? ctx.mailDirect ?? ctx.mailer;

  await ctx.db
    .update(newsletters)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(newsletters.id, id),
        eq(newsletters.status, 'scheduled'),
        lte(newsletters.scheduledAt, new Date()),
      ),
    );
  const row = await repo.findNewsletter(ctx.db, id);
  if (row?.status !== 'sending') return { more: false };

  if (!row.recipientsAt) {
    const addresses = await segmentAddresses(ctx, row);
    await ctx.db.transaction(async (tx) => {
      const [mine] = await tx
        .update(newsletters)
        .set({ recipientsAt: new Date() })
        .where(and(eq(newsletters.id, id), isNull(newsletters.recipientsAt)))
        .returning({ id: newsletters.id });
      if (!mine) return; // another worker wrote them
      for (let i = 0; i < addresses.length; i += 1000) {
        await tx
          .insert(newsletterDeliveries)
          .values(
            addresses.slice(i, i + 1000).map((a) => ({ newsletterId: id, email: a.email, userId: a.userId })),
          )
          .onConflictDoNothing();
      }
    });
  }

  await repo.releaseStaleClaims(ctx.db, id, new Date(Date.now() - leaseMs));
  const gap = 1000 / rate;
  const mailTo = await mailTemplate(ctx, row);
  for (let n = 0; n < batchSize; n++) {
    const started = Date.now();
    const claim = await repo.claimNext(ctx.db, id);
    if (!claim) break;
    try {
      await mailer.send(mailTo(claim.email));
    } catch (err) {
      const [after] = await ctx.db
        .select({ attempts: newsletterDeliveries.attempts })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.id, claim.id));
      const failed = (after?.attempts ?? maxAttempts) >= maxAttempts;
      await ctx.db
        .update(newsletterDeliveries)
        .set({
          status: failed ? 'failed' : 'pending',
          error: String((err as Error).message ?? err).slice(0, 500),
        })
        .where(and(eq(newsletterDeliveries.id, claim.id), eq(newsletterDeliveries.status, 'sending')));
      throw new MailOutage(`newsletter ${id}: mail to a recipient refused: ${(err as Error).message}`);
    }
    await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'sent', sentAt: new Date(), error: null })
      .where(eq(newsletterDeliveries.id, claim.id));
    const wait = gap - (Date.now() - started);
    if (wait > 0) await sleep(wait);
  }

  const [left] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, id),
        inArray(newsletterDeliveries.status, ['pending', 'sending']),
      ),
    );
  if ((left?.n ?? 0) > 0) return { more: true };
  await ctx.db
    .update(newsletters)
    .set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'sending')));
  return { more: false };
}

/** Newsletters whose send should be running: due scheduled ones and unfinished sends. */
export async function unfinishedSends(ctx: AppContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(
      sql`${newsletters.status} = 'sending' or (${newsletters.status} = 'scheduled' and ${newsletters.scheduledAt} <= now())`,
    );
  return rows.map((r) => r.id);
}
