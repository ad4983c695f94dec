import { endpoints } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../lib/api';

/** EventSource cannot send headers: both streams take the access token in the query. */
describe('event stream addresses', () => {
  const token = 'eyJhbGciOi.eyJzdWIiOjF9.sig-_x';

  it('opens a livestream’s events at its id', () => {
    expect(
      endpointUrl(endpoints.liveEvents.stream, { params: { id: 4 }, query: { access_token: token } }),
    ).toBe(`/v1/livestream/events/4/?access_token=${encodeURIComponent(token)}`);
  });

  it('opens the member’s events at /v1/events', () => {
    expect(endpointUrl(endpoints.notificationEvents.stream, { query: { access_token: token } })).toBe(
      `/v1/events?access_token=${encodeURIComponent(token)}`,
    );
  });
});
