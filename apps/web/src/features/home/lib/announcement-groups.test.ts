import type { Announcement } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { dayBefore, groupAnnouncements, localDay } from './announcement-groups';

const a = (id: number, start_date: string): Announcement => ({
  id,
  content: `<p>${id}</p>`,
  start_date,
  end_date: '2030-01-01',
  published_item_type: null,
  published_item_id: null,
  announcement_item_details: null,
  title: String(id),
  body: String(id),
});

describe('announcement groups', () => {
  it('counts days on the calendar, across months', () => {
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(dayBefore('2026-01-02', 2)).toBe('2025-12-31');
    expect(localDay(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });

  it('groups Today, Yesterday and two days ago and drops the rest', () => {
    const groups = groupAnnouncements(
      [
        a(1, '2026-11-22'),
        a(2, '2026-11-21'),
        a(3, '2026-11-20'),
        a(4, '2026-11-19'),
        a(5, '2026-11-22'),
        a(6, '2026-11-23'),
      ],
      '2026-11-22',
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', [1, 5]],
      ['Yesterday', [2]],
      ['two days ago', [3]],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupAnnouncements([a(1, '2026-11-20')], '2026-11-22').map((g) => g.label)).toEqual([
      'two days ago',
    ]);
  });
});
