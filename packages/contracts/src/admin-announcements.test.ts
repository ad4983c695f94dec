import { describe, expect, it } from 'vitest';
import {
  AnnouncementInputSchema,
  parseAnnouncementDate,
  toAnnouncementWireDate,
  toDayMonthYear,
} from './admin-announcements';
import { FaqTopicCreateSchema } from './admin-faq';
import { msg } from './messages';

describe('admin announcement dates', () => {
  it('reads the editor format and ISO days, keeping the calendar day', () => {
    expect(parseAnnouncementDate('25-11-2026T00:00:00')).toBe('2026-11-25');
    expect(parseAnnouncementDate('25-11-2026')).toBe('2026-11-25');
    expect(parseAnnouncementDate('2026-11-25')).toBe('2026-11-25');
    expect(parseAnnouncementDate('2026-11-25T00:00:00.000Z')).toBe('2026-11-25');
    expect(parseAnnouncementDate('29-02-2028T00:00:00')).toBe('2028-02-29');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const bad of ['29-02-2026', '2026-02-30', '00-01-2026', '25/11/2026', '25-11-26', 'soon', '']) {
      expect(parseAnnouncementDate(bad)).toBeNull();
    }
  });

  it('writes the table and wire formats', () => {
    expect(toDayMonthYear('2026-11-05')).toBe('05-11-2026');
    expect(toAnnouncementWireDate('2026-11-05')).toBe('05-11-2026T00:00:00');
  });

  it('needs every field', () => {
    const r = AnnouncementInputSchema.safeParse({ content: ' ', start_date: '25-11-2026T00:00:00' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([msg.allFieldsRequired, msg.allFieldsRequired]);
  });
});

describe('admin FAQ topics', () => {
  it('needs a topic and at least one complete sub-topic', () => {
    expect(
      FaqTopicCreateSchema.safeParse({ topic: 'A', subtopics: [{ subtopic: 'Q', answer: 'A' }] }).success,
    ).toBe(true);
    const r = FaqTopicCreateSchema.safeParse({ topic: '', subtopics: [{ subtopic: 'Q', answer: '' }] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['topic', msg.fieldRequired],
      ['subtopics.0.answer', msg.fieldRequired],
    ]);
    expect(FaqTopicCreateSchema.safeParse({ topic: 'A', subtopics: [] }).success).toBe(false);
  });
});
