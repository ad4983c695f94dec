import { type Announcement, fillMessage, type HomeContentType, msg } from '@simmer/contracts';
import { and, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { announcements } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { notifyAll } from '../notifications/notifications.service';
import { plainText, sanitizeAnnouncement, titleOf } from './announcement-html';
import { detailsOf, type ItemRef, loadDetails } from './content-details';

type AnnouncementRow = typeof announcements.$inferSelect;

const DAY = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));

/**
 * The member's calendar day. A member's clock may be a day ahead of or behind the server's
 * (time zones), never more, so anything further off falls back to the server's day.
 */
export function memberToday(given: string | undefined, now = new Date()): string {
  const server = isoDay(now);
  if (!given || Number.isNaN(Date.parse(`${given}T00:00:00Z`))) return server;
  return given >= addDays(server, -1) && given <= addDays(server, 1) ? given : server;
}

/**
 * Announcements a member sees on the home page: started today, yesterday or two days ago
 * (older ones are not shown) and not yet ended; newest first.
 */
export async function listForMember(ctx: AppContext, p: PageRequest, today: string) {
  const where = and(
    gte(announcements.startDate, addDays(today, -2)),
    lte(announcements.startDate, today),
    gte(announcements.endDate, today),
  );
  const [total, rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(announcements).where(where),
    ctx.db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startDate), desc(announcements.id))
      .limit(p.size)
      .offset(p.offset),
  ]);
  return { count: total[0]?.n ?? 0, results: await toAnnouncementDtos(ctx, rows) };
}

export async function toAnnouncementDtos(ctx: AppContext, rows: AnnouncementRow[]): Promise<Announcement[]> {
  const refOf = (r: AnnouncementRow): ItemRef | null =>
    r.publishedItemType && r.publishedItemId ? { type: r.publishedItemType, id: r.publishedItemId } : null;
  const details = await loadDetails(
    ctx.db,
    rows.map(refOf).filter((r) => r !== null),
  );
  return rows.map((r) => {
    const item = detailsOf(details, refOf(r));
    const body = plainText(r.content);
    return {
      id: r.id,
      content: r.content,
      start_date: r.startDate,
      end_date: r.endDate,
      published_item_type: r.publishedItemType,
      published_item_id: r.publishedItemId,
      announcement_item_details: item ? { title: item.title, title_image: item.title_image } : null,
      title: item?.title ?? titleOf(body),
      body,
    };
  });
}

export interface NewAnnouncement {
  content: string;
  start_date: string;
  end_date: string;
  published_item_type?: HomeContentType | null;
  published_item_id?: number | null;
}

/**
 * Publishes an announcement: the HTML is sanitized here, once, and members are notified as
 * soon as its start date has come (today or earlier). The admin editor and the seed use it.
 */
export async function publishAnnouncement(ctx: AppContext, auth: Auth | null, input: NewAnnouncement) {
  const content = sanitizeAnnouncement(input.content);
  if (!plainText(content)) throw AppError.invalid(msg.allFieldsRequired, { content: msg.allFieldsRequired });
  if (input.end_date < input.start_date) {
    throw AppError.invalid(msg.announcementEndBeforeStart, { end_date: msg.announcementEndBeforeStart });
  }
  const [row] = await ctx.db
    .insert(announcements)
    .values({
      content,
      startDate: input.start_date,
      endDate: input.end_date,
      publishedItemType: input.published_item_type ?? null,
      publishedItemId: input.published_item_id ?? null,
      createdBy: auth?.userId ?? null,
    })
    .returning();
  await notifyDueAnnouncements(ctx);
  const [saved] = await ctx.db.select().from(announcements).where(eq(announcements.id, row!.id));
  return saved!;
}

/**
 * Notifies members of every announcement whose start date has come and that has not been
 * announced yet. Safe to call repeatedly (publishing calls it; a daily job can call it for
 * announcements scheduled ahead): each announcement is claimed by one caller only.
 */
export async function notifyDueAnnouncements(ctx: AppContext, now = new Date()) {
  const due = await ctx.db
    .update(announcements)
    .set({ notifiedAt: now })
    .where(
      and(
        isNull(announcements.notifiedAt),
        lte(announcements.startDate, isoDay(now)),
        gte(announcements.endDate, isoDay(now)),
      ),
    )
    .returning();
  if (!due.length) return 0;
  const dtos = await toAnnouncementDtos(ctx, due);
  for (const a of dtos) await announceToMembers(ctx, a);
  return dtos.length;
}

/** One notification per member through the notifications service (in-app, live count, push). */
async function announceToMembers(ctx: AppContext, a: Announcement) {
  await notifyAll(ctx, {
    type: 'announcement',
    message: fillMessage(msg.announcementNotification, { title: a.title }),
    relatedContent: {
      published_item_type: a.published_item_type,
      published_item_id: a.published_item_id,
      title: a.announcement_item_details?.title ?? a.title,
      title_image: a.announcement_item_details?.title_image ?? null,
    },
  });
}
