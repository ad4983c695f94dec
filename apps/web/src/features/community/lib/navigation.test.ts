import { describe, expect, it } from 'vitest';
import { backPath, countLabel, cut, postDetailPath } from './navigation';

describe('post navigation (spec 001 §2)', () => {
  it('opens status posts on their own page, and own posts on the user variants', () => {
    expect(postDetailPath({ id: 3, post_type: 'status' }, 'timeline')).toBe('/post-status/3');
    expect(postDetailPath({ id: 3, post_type: 'photo' }, 'saved-posts')).toBe('/view-post/3');
    expect(postDetailPath({ id: 3, post_type: 'status' }, 'chatboard')).toBe('/user-status-post/3');
    expect(postDetailPath({ id: 3, post_type: 'recipe' }, 'user-posts')).toBe('/view-user-post/3');
  });

  it('goes back where the reader came from', () => {
    expect(backPath({ backPageUrl: 'chatboard' }, 'recipe')).toBe('/chatboard/Recipe');
    expect(backPath({ backPageUrl: 'user-posts' }, 'photo')).toBe('/user-posts/Photos');
    expect(backPath({ backPageUrl: 'notifications' }, 'photo')).toBe('/notifications');
    expect(backPath({ detail: 'saved-posts' }, 'photo')).toBe('/saved-post');
    expect(backPath(null, 'video')).toBe('/community-timeline/Videos');
  });

  it('writes counts and cuts long texts as the spec does', () => {
    expect(countLabel(1, 'like', 'likes')).toBe('1 like');
    expect(countLabel(2, 'like', 'likes')).toBe('2 likes');
    expect(cut('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}...`);
    expect(cut('short', 200)).toBe('short');
  });
});
