import { type Announcement, msg } from '@simmer/contracts';

/** The member's calendar day as YYYY-MM-DD, from the browser's clock and time zone. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dayBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d - n));
}

export interface AnnouncementGroup {
  label: string;
  items: Announcement[];
}

/**
 * Today, Yesterday and two days ago, by start date (spec 000 §4); older ones and ones not
 * started yet are left out, and empty groups are dropped.
 */
export function groupAnnouncements(list: Announcement[], today: string): AnnouncementGroup[] {
  const groups = [
    { label: msg.announcementToday, day: today },
    { label: msg.announcementYesterday, day: dayBefore(today, 1) },
    { label: msg.announcementTwoDaysAgo, day: dayBefore(today, 2) },
  ];
  return groups
    .map((g) => ({ label: g.label, items: list.filter((a) => a.start_date.slice(0, 10) === g.day) }))
    .filter((g) => g.items.length > 0);
}

const seenKey = 'simmer.seenAnnouncements';

/** Announcements already shown in the popup on this browser, so each pops up once. */
export const seenAnnouncements = {
  has(id: number): boolean {
    return this.list().includes(id);
  },
  add(id: number) {
    try {
      localStorage.setItem(seenKey, JSON.stringify([id, ...this.list()].slice(0, 100)));
    } catch {
      // Storage may be unavailable (private mode); the popup then shows on each visit.
    }
  },
  list(): number[] {
    try {
      const parsed = JSON.parse(localStorage.getItem(seenKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
    } catch {
      return [];
    }
  },
};
