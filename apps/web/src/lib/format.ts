/**
 * The one place dates and durations are formatted. Dates are shown in the member's own time
 * zone (the browser's), so a time stored in UTC near midnight shows the member's day, not
 * the server's; `.slice(0, 10)` of an ISO string would show the UTC day.
 */

let zone: string | undefined;

/** The member's time zone (IANA name), e.g. "Europe/Amsterdam"; read once, as it costs a formatter. */
export function memberTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
}

interface FormatOptions {
  /** Defaults to the member's time zone; tests pass a fixed one. */
  timeZone?: string;
  /** Defaults to the browser's language. */
  locale?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'dateTime' | 'time', opts: FormatOptions) {
  const timeZone = opts.timeZone ?? memberTimeZone();
  const locale = opts.locale ?? (typeof navigator === 'undefined' ? 'en-US' : navigator.language);
  const key = `${kind}|${timeZone}|${locale}`;
  let f = cache.get(key);
  if (!f) {
    const style: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { dateStyle: 'medium' }
        : kind === 'time'
          ? { timeStyle: 'short' }
          : { dateStyle: 'medium', timeStyle: 'short' };
    f = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    cache.set(key, f);
  }
  return f;
}

const isBareDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Nov 23, 2026" in the member's time zone and language; '' for a missing or bad value. */
export function formatDate(value: string | Date | null | undefined, opts: FormatOptions = {}): string {
  const d = parse(value);
  // A bare day ("2026-11-23") is a calendar date, not an instant: every time zone shows it as is.
  return d ? formatter('date', isBareDay(value) ? { ...opts, timeZone: 'UTC' } : opts).format(d) : '';
}

/** "Nov 23, 2026, 9:40 PM" in the member's time zone and language. */
export function formatDateTime(value: string | Date | null | undefined, opts: FormatOptions = {}): string {
  const d = parse(value);
  return d ? formatter('dateTime', opts).format(d) : '';
}

/** "9:40 PM" in the member's time zone and language. */
export function formatTime(value: string | Date | null | undefined, opts: FormatOptions = {}): string {
  const d = parse(value);
  return d ? formatter('time', opts).format(d) : '';
}

/** A machine-readable instant for `<time dateTime>`. */
export function isoOf(value: string | Date | null | undefined): string | undefined {
  return parse(value)?.toISOString();
}

/** A duration as a clock: 40 → "0:40", 605 → "10:05", 3723 → "1:02:03". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The admin tables' numeric days in the spec's orders: "dmy" 23-11-2026 (user data, content,
 * reports), "mdy" 11/23/2026 (the content picker, 002 §2.6). Same time-zone rule as formatDate.
 */
export function formatNumericDay(
  value: string | Date | null | undefined,
  order: 'dmy' | 'mdy',
  opts: Omit<FormatOptions, 'locale'> = {},
): string {
  const d = parse(value);
  if (!d) return '';
  const timeZone = isBareDay(value) ? 'UTC' : (opts.timeZone ?? memberTimeZone());
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return order === 'dmy'
    ? `${get('day')}-${get('month')}-${get('year')}`
    : `${get('month')}/${get('day')}/${get('year')}`;
}

/**
 * The member's calendar day of an instant as `YYYY-MM-DD`, the value a date input holds.
 * `toISOString().slice(0, 10)` would give the UTC day, a day off near midnight.
 */
export function dayInputValue(
  value: string | Date | null | undefined,
  opts: Omit<FormatOptions, 'locale'> = {},
) {
  const d = parse(value);
  if (!d) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: opts.timeZone ?? memberTimeZone(),
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * "Monday, Nov 23" for a calendar day `YYYY-MM-DD` (a plan's day, not a moment): read in UTC so
 * it is the same day in every time zone.
 */
export function formatCalendarDay(day: string, style: 'long' | 'short' = 'long'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: style,
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
