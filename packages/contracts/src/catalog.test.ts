import { describe, expect, it } from 'vitest';
import { CatalogListQuerySchema, NewCommentFieldsSchema, ReactionBodySchema } from './catalog';
import { msg } from './messages';
import { countLabel, cutText } from './text';

describe('catalog contracts', () => {
  it('reads counts in the singular for one', () => {
    expect(countLabel(0, 'like')).toBe('0 likes');
    expect(countLabel(1, 'like')).toBe('1 like');
    expect(countLabel(2, 'comment')).toBe('2 comments');
  });

  it('cuts long descriptions with an ellipsis only when longer', () => {
    expect(cutText('Chicken soup', 10)).toBe('Chicken so...');
    expect(cutText('Soup', 10)).toBe('Soup');
    expect(cutText(null, 10)).toBe('');
  });

  it('maps youtube-recipe to youtube_recipe and refuses other types', () => {
    expect(ReactionBodySchema.parse({ content_type: 'youtube-recipe', id: '4' })).toEqual({
      content_type: 'youtube_recipe',
      id: 4,
    });
    const bad = ReactionBodySchema.safeParse({ content_type: 'pizza', id: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(msg.contentTypeInvalid);
  });

  it('requires comment text', () => {
    const r = NewCommentFieldsSchema.safeParse({ text: '   ', comment_type: 'video', video: '1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(msg.commentRequired);
  });

  it('defaults the list page to 1', () => {
    expect(CatalogListQuerySchema.parse({})).toEqual({ page: 1 });
  });
});
