import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDrawnOrigin, siteOrigin } from '../../../lib/site-origin';
import { ownPath } from './external-video';

describe('a recipe video link to this site', () => {
  // Another file of the same worker may have drawn a page (entry-server sets the origin).
  beforeEach(() => setDrawnOrigin(null));
  afterEach(() => setDrawnOrigin(null));

  it('is decided by the origin the page is drawn for, so the server and the browser agree', () => {
    setDrawnOrigin('https://cook.example');
    expect(ownPath('https://cook.example/video/2')).toBe('/video/2');
    expect(ownPath('https://elsewhere.example/video/2')).toBeNull();
    expect(ownPath('/watch-show/3')).toBe('/watch-show/3');
  });

  it("uses the browser's origin when nothing is drawn", () => {
    // The window is shared by the files of a worker, and its address is whatever they left.
    expect(siteOrigin()).toBe(window.location.origin);
    expect(ownPath('https://elsewhere.example/video/2')).toBeNull();
  });
});
