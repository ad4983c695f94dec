import { describe, expect, it } from 'vitest';
import { CarouselItemSchema, normalizeContentType, UserAnnouncementsQuerySchema } from './home';

describe('home contracts', () => {
  it('reads both spellings of the recipe content type', () => {
    expect(normalizeContentType('youtube-recipe')).toBe('youtube_recipe');
    expect(normalizeContentType('youtube_recipe')).toBe('youtube_recipe');
    expect(normalizeContentType('episode')).toBe('episode');
    expect(normalizeContentType('podcast')).toBeNull();
  });

  it('allows only the three label colours on carousel items', () => {
    const item = {
      id: 1,
      row_type: 'video',
      content_type: 'video',
      priority: 1,
      cover_image: '/c.jpg',
      title: 'New',
      title_label_color: 'violet',
      video: 1,
      show: null,
      episode: null,
      youtube_recipe: null,
      video_details: null,
      show_details: null,
      episode_details: null,
      youtube_recipe_details: null,
    };
    expect(CarouselItemSchema.safeParse(item).success).toBe(true);
    expect(CarouselItemSchema.safeParse({ ...item, title_label_color: 'green' }).success).toBe(false);
  });

  it('takes the member day as YYYY-MM-DD only', () => {
    expect(UserAnnouncementsQuerySchema.parse({ today: '2026-11-22' })).toEqual({
      page: 1,
      today: '2026-11-22',
    });
    expect(UserAnnouncementsQuerySchema.safeParse({ today: '22-11-2026' }).success).toBe(false);
  });
});
