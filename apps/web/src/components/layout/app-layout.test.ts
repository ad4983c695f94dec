import { describe, expect, it } from 'vitest';
import { headerSearchShown } from './app-layout';

describe('the header search box', () => {
  it('is left out on the home pages, which have their own (one search box on the desktop home)', () => {
    expect(headerSearchShown('/home-page-new')).toBe(false);
    expect(headerSearchShown('/user-home-page')).toBe(false);
    expect(headerSearchShown('/user-home-page/')).toBe(false);
    expect(headerSearchShown('/')).toBe(false);
  });

  it('is shown on the other pages', () => {
    expect(headerSearchShown('/all-recipes')).toBe(true);
    expect(headerSearchShown('/recipe/30')).toBe(true);
  });
});
