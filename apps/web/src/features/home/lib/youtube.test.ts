import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtube';

describe('youtubeEmbedUrl', () => {
  it('reads the video id from every YouTube link form', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe(embed);
    expect(youtubeEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(embed);
  });
  it('refuses anything else', () => {
    expect(youtubeEmbedUrl('https://vimeo.com/123456')).toBeNull();
    expect(youtubeEmbedUrl('not a link')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
