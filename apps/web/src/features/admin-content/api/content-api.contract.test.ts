import { endpoints } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { call, endpointUrl } from '../../../lib/api';

/**
 * Never called: the type checker reads it. A multipart entry that names the JSON it also takes
 * accepts either, and nothing else.
 */
function typeChecks() {
  const e = endpoints.adminContent;
  void call(e.updateEpisode, { params: { id: 1 }, body: new FormData() }).then((a) => a.data.show_name);
  void call(e.updateEpisode, { params: { id: 1 }, body: { is_publish: true } });
  // @ts-expect-error the JSON is typed by the entry
  void call(e.updateEpisode, { params: { id: 1 }, body: { title: 5 } });
  // @ts-expect-error a path param is required
  void call(e.getShow);
  void call(endpoints.connectedRecipes.listFor, { params: { contentType: 'video', contentId: 3 } }).then(
    (list) => list.data[0]?.name,
  );
  // @ts-expect-error the answer is typed by the entry
  void call(endpoints.adminFaq.deleteTopic, { params: { id: 1 } }).then((a) => a.data.topic);
}

describe('admin content entries', () => {
  it('holds the type checks the type checker runs', () => expect(typeof typeChecks).toBe('function'));

  it('fills both params of a delete and the listing query', () => {
    expect(
      endpointUrl(endpoints.adminContent.deleteContent, { params: { contentType: 'youtube-recipe', id: 4 } }),
    ).toBe('/v1/adminpanel/content/youtube-recipe/4/');
    expect(
      endpointUrl(endpoints.adminContent.listContent, { query: { page: 2, search: '', type: 'show' } }),
    ).toBe('/v1/adminpanel/content/?page=2&type=show');
  });
});
