import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type Page, PageView } from './pages';

function Home() {
  return <>home page</>;
}
function Recipe() {
  return <>recipe page</>;
}
function Video() {
  return <>video page</>;
}

const pageOf = (Component: () => React.JSX.Element, loaded: boolean): Page => {
  const load = () => Promise.resolve({ default: Component });
  return { preload: load, lazy: lazy(load), loaded: loaded ? Component : undefined };
};

const view = (page: Page, key: string) => (
  <Suspense fallback={<>loading</>}>
    <PageView key={key} page={page} />
  </Suspense>
);

describe('PageView', () => {
  it('draws a page whose code is in at once, without the loader', () => {
    render(view(pageOf(Home, true), 'home'));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('loads a page whose code is not in yet, and draws the next route its own page', async () => {
    const { rerender } = render(view(pageOf(Recipe, false), 'recipe'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('recipe page')).toBeTruthy();
    rerender(view(pageOf(Video, true), 'video'));
    expect(screen.getByText('video page')).toBeTruthy();
  });
});
