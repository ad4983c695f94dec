import { z } from 'zod';
import { pageOf, requiredText } from './common';
import { AnnouncementSchema } from './home';
import { msg } from './messages';

/**
 * Admin announcements (spec 002 §2.8, §5, §7). Dates travel as the editor sends them,
 * day-month-year with a midnight time ("25-11-2026T00:00:00"); ISO days ("2026-11-25",
 * with or without a time) are accepted too. Either way the calendar day is kept as written.
 */
const dayMonthYear = /^(\d{2})-(\d{2})-(\d{4})(?:T00:00(?::00(?:\.0+)?)?Z?)?$/;
const yearMonthDay = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** "25-11-2026T00:00:00" or "2026-11-25" to "2026-11-25"; null when it is no real day. */
export function parseAnnouncementDate(value: string): string | null {
  const v = value.trim();
  const dmy = dayMonthYear.exec(v);
  const ymd = dmy ? null : yearMonthDay.exec(v);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${parts[0]}-${parts[1]}-${parts[2]}`;
}

/** "2026-11-25" to "25-11-2026", the admin tables' format (spec 002 §9). */
export const toDayMonthYear = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** "2026-11-25" to the wire format the editor sends: "25-11-2026T00:00:00". */
export const toAnnouncementWireDate = (iso: string) => `${toDayMonthYear(iso)}T00:00:00`;

const announcementDate = requiredText().transform((v, ctx) => {
  const day = parseAnnouncementDate(v);
  if (!day) {
    ctx.addIssue({ code: 'custom', message: msg.announcementDateInvalid });
    return z.NEVER;
  }
  return day;
});

export const AnnouncementInputSchema = z.object({
  /** Rich text (HTML); sanitized by the server before it is stored. */
  content: requiredText().max(20_000),
  start_date: announcementDate,
  end_date: announcementDate,
});
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

/** The editor's check before it sends: every field, then an end date not before the start. */
export const AnnouncementFormSchema = AnnouncementInputSchema.refine((v) => v.end_date >= v.start_date, {
  path: ['end_date'],
  error: msg.announcementEndBeforeStart,
});

/** An edit sends what changed; at least one field. */
export const AnnouncementPatchSchema = AnnouncementInputSchema.partial().refine(
  (v) => v.content !== undefined || v.start_date !== undefined || v.end_date !== undefined,
  { error: msg.allFieldsRequired },
);
export type AnnouncementPatch = z.input<typeof AnnouncementPatchSchema>;

export const AnnouncementSearchSchema = z.object({
  search_announcement: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).optional(),
});
export type AnnouncementSearch = z.input<typeof AnnouncementSearchSchema>;

export const AdminAnnouncementSchema = AnnouncementSchema.extend({
  /** Members have been notified (it happens once, when the start date has come). */
  notified: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

export const AdminAnnouncementPageSchema = pageOf(AdminAnnouncementSchema);
export type AdminAnnouncementPage = z.infer<typeof AdminAnnouncementPageSchema>;

export const AdminAnnouncementActionSchema = z.object({ msg: z.string(), data: AdminAnnouncementSchema });
export type AdminAnnouncementAction = z.infer<typeof AdminAnnouncementActionSchema>;

export const AnnouncementIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
