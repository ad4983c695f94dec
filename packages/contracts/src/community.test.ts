import { describe, expect, it } from 'vitest';
import { missingPostFields, postTypeOfTab, richTextIsEmpty } from './community';
import { msg } from './messages';
import { fillMessage, notificationTarget } from './notifications';

describe('missingPostFields (spec 001 §5)', () => {
  const base = { hasImage: false, hasVideo: false };
  it('needs a type', () => {
    expect(missingPostFields({ ...base })).toEqual({ post_type: msg.fieldRequired });
  });
  it('asks each type for its own fields', () => {
    expect(Object.keys(missingPostFields({ ...base, post_type: 'photo' }))).toEqual(['image', 'description']);
    expect(Object.keys(missingPostFields({ ...base, post_type: 'video', description: 'x' }))).toEqual([
      'video',
    ]);
    expect(
      Object.keys(missingPostFields({ ...base, post_type: 'recipe', instructions: '<p> </p>' })),
    ).toEqual(['recipe_name', 'image', 'instructions']);
    expect(missingPostFields({ ...base, post_type: 'status', status_text: 'Hi' })).toEqual({});
    expect(
      missingPostFields({ post_type: 'photo', description: 'x', hasImage: true, hasVideo: false }),
    ).toEqual({});
  });
});

describe('richTextIsEmpty', () => {
  it('sees through empty editor markup', () => {
    expect(richTextIsEmpty('<p><br></p>')).toBe(true);
    expect(richTextIsEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(richTextIsEmpty(null)).toBe(true);
    expect(richTextIsEmpty('<p>Stir</p>')).toBe(false);
    expect(richTextIsEmpty('<p><img src="https://x/y.png"></p>')).toBe(false);
  });
});

describe('tabs and notification targets', () => {
  it('maps route tabs to post types', () => {
    expect(postTypeOfTab('Photos')).toBe('photo');
    expect(postTypeOfTab('videos')).toBe('video');
    expect(postTypeOfTab('Nope')).toBeUndefined();
  });
  it('opens the spec targets', () => {
    const none = { related_post: null, related_post_details: null, related_content_details: null };
    expect(notificationTarget({ ...none, type: 'livestream' })).toBe('/join-livestream');
    expect(
      notificationTarget({
        ...none,
        type: 'post_like',
        related_post: 4,
        related_post_details: { post_type: 'status', image: null },
      }),
    ).toBe('/post-status/4');
    expect(
      notificationTarget({
        ...none,
        type: 'post_comment',
        related_post: 5,
        related_post_details: { post_type: 'photo', image: null },
      }),
    ).toBe('/view-post/5');
    const item = (published_item_type: string) => ({
      ...none,
      type: 'announcement' as const,
      related_content_details: {
        published_item_type,
        published_item_id: 9,
        announcement_item_details: { title: null, title_image: null },
      },
    });
    expect(notificationTarget(item('video'))).toBe('/video/9');
    expect(notificationTarget(item('episode'))).toBe('/watch-show/9');
    expect(notificationTarget(item('show'))).toBe('/view-show/9');
    expect(notificationTarget(item('youtube_recipe'))).toBe('/recipe/9');
  });
  it('fills placeholders', () => {
    expect(fillMessage(msg.notifyGoingLive, { name: 'Chef Ana' })).toBe('Chef Ana is going live');
  });
});
