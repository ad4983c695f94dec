import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dayInputValue,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumericDay,
  formatTime,
} from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [40, '0:40'],
    [59.6, '1:00'],
    [605, '10:05'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('reads nothing for a missing or impossible duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('dates in the member time zone', () => {
  const lateUtc = '2026-11-23T23:30:00Z';

  it('shows the member day, not the UTC day, near midnight', () => {
    expect(formatDate(lateUtc, { timeZone: 'UTC', locale: 'en-US' })).toBe('Nov 23, 2026');
    expect(formatDate(lateUtc, { timeZone: 'Europe/Amsterdam', locale: 'en-US' })).toBe('Nov 24, 2026');
    expect(formatDate('2026-11-24T02:00:00Z', { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      'Nov 23, 2026',
    );
  });

  it('keeps a bare calendar day the same in every time zone', () => {
    expect(formatDate('2026-11-23', { timeZone: 'Pacific/Honolulu', locale: 'en-US' })).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', { timeZone: 'Pacific/Kiritimati', locale: 'en-US' })).toBe(
      'Nov 23, 2026',
    );
  });

  it('formats date and time in the member language', () => {
    expect(formatDateTime(lateUtc, { timeZone: 'Europe/Amsterdam', locale: 'en-US' })).toBe(
      'Nov 24, 2026, 12:30 AM',
    );
    expect(formatTime(lateUtc, { timeZone: 'UTC', locale: 'en-GB' })).toBe('23:30');
    expect(formatDate(lateUtc, { timeZone: 'UTC', locale: 'de-DE' })).toBe('23.11.2026');
  });

  it('reads nothing for a missing or bad value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('the admin tables numeric days', () => {
  it('orders the day as the spec asks, in the member time zone', () => {
    const late = '2026-11-23T23:30:00Z';
    expect(formatNumericDay(late, 'dmy', { timeZone: 'UTC' })).toBe('23-11-2026');
    expect(formatNumericDay(late, 'dmy', { timeZone: 'Asia/Tokyo' })).toBe('24-11-2026');
    expect(formatNumericDay(late, 'mdy', { timeZone: 'UTC' })).toBe('11/23/2026');
    expect(formatNumericDay('2026-01-05', 'dmy', { timeZone: 'America/Los_Angeles' })).toBe('05-01-2026');
    expect(formatNumericDay('nope', 'mdy')).toBe('');
  });
});

describe('date input values', () => {
  it('is the member day, not the UTC day', () => {
    const late = '2026-11-23T23:30:00Z';
    expect(dayInputValue(late, { timeZone: 'UTC' })).toBe('2026-11-23');
    expect(dayInputValue(late, { timeZone: 'Asia/Tokyo' })).toBe('2026-11-24');
    expect(dayInputValue(new Date('2026-01-05T12:00:00Z'), { timeZone: 'America/Los_Angeles' })).toBe(
      '2026-01-05',
    );
    expect(dayInputValue(null)).toBe('');
  });
});

describe('one place formats dates', () => {
  // Pages that format dates themselves drift from each other and show the UTC day near midnight.
  const src = path.resolve(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return files(file);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
    });

  it('leaves no page formatting a date by hand', () => {
    const own =
      /toLocale(Date|Time)?String\(|toISOString\(\)\.slice\(|\.(created|updated|end_date|started)\.slice\(0, 10\)/;
    const offenders = files(src)
      .filter((f) => !f.endsWith(path.join('lib', 'format.ts')))
      .filter((f) => own.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(offenders).toEqual([]);
  });
});
