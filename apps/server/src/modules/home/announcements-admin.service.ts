import { type AdminAnnouncement, msg } from '@simmer/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { announcements } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { plainText, sanitizeAnnouncement } from './announcement-html';
import { notifyDueAnnouncements, publishAnnouncement, toAnnouncementDtos } from './announcements.service';
import { invalidateHome } from './section-cache.service';

type AnnouncementRow = typeof announcements.$inferSelect;

/** Dates here are already calendar days ("YYYY-MM-DD"): the contract parsed them. */
export interface AnnouncementFields {
  content: string;
  start_date: string;
  end_date: string;
}

async function toAdminDtos(ctx: AppContext, rows: AnnouncementRow[]): Promise<AdminAnnouncement[]> {
  const dtos = await toAnnouncementDtos(ctx, rows);
  return dtos.map((dto, i) => {
    const row = rows[i]!;
    return {
      ...dto,
      notified: row.notifiedAt !== null,
      created: row.createdAt.toISOString(),
      updated: row.updatedAt.toISOString(),
    };
  });
}

/**
 * Every announcement, newest start first. The search matches the text (tags left out) and
 * the dates as the admin table shows them (DD-MM-YYYY).
 */
export async function list(ctx: AppContext, page: PageRequest, search = '') {
  const term = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = search
    ? sql`(regexp_replace(${announcements.content}, '<[^>]*>', '', 'g') ilike ${term}
        or to_char(${announcements.startDate}, 'DD-MM-YYYY') ilike ${term}
        or to_char(${announcements.endDate}, 'DD-MM-YYYY') ilike ${term})`
    : undefined;
  const [total, rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(announcements).where(where),
    ctx.db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startDate), desc(announcements.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { count: total[0]?.n ?? 0, results: await toAdminDtos(ctx, rows) };
}

async function find(ctx: AppContext, id: number, notFound: string = msg.announcementNotFound) {
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw AppError.notFound(notFound);
  return row;
}

export async function get(ctx: AppContext, id: number): Promise<AdminAnnouncement> {
  const [dto] = await toAdminDtos(ctx, [await find(ctx, id)]);
  return dto!;
}

/** Creating publishes: members are notified once its start date has come (record 125). */
export async function create(ctx: AppContext, auth: Auth, input: AnnouncementFields) {
  const row = await publishAnnouncement(ctx, auth, input);
  invalidateHome(ctx);
  const [dto] = await toAdminDtos(ctx, [row]);
  return { msg: msg.announcementCreated, data: dto! };
}

/**
 * An edit keeps the announcement's notification state: members already told are not told
 * again; one moved to start today is announced now, exactly once.
 */
export async function update(ctx: AppContext, id: number, patch: Partial<AnnouncementFields>) {
  const row = await find(ctx, id);
  const content = patch.content === undefined ? row.content : sanitizeAnnouncement(patch.content);
  if (!plainText(content)) throw AppError.invalid(msg.allFieldsRequired, { content: msg.allFieldsRequired });
  const startDate = patch.start_date ?? row.startDate;
  const endDate = patch.end_date ?? row.endDate;
  if (endDate < startDate) {
    throw AppError.invalid(msg.announcementEndBeforeStart, { end_date: msg.announcementEndBeforeStart });
  }
  await ctx.db
    .update(announcements)
    .set({ content, startDate, endDate, updatedAt: new Date() })
    .where(eq(announcements.id, id));
  await notifyDueAnnouncements(ctx);
  invalidateHome(ctx);
  return { msg: msg.announcementUpdated, data: await get(ctx, id) };
}

export async function remove(ctx: AppContext, id: number) {
  const gone = await ctx.db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (!gone.length) throw AppError.notFound(msg.announcementDeleteFailed);
  invalidateHome(ctx);
  return { msg: msg.announcementDeleted };
}
