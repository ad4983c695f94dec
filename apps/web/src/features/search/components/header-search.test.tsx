import { MantineProvider } from '@mantine/core';
import { storageKeys } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModal } from '../../../lib/auth-modal';
import { sessionStore } from '../../../lib/session';
import { HeaderSearch } from './header-search';

const results = [
  {
    id: 4,
    title: 'Chicken Soup',
    content_type: 'youtube-recipe',
    is_premium: false,
    title_image: null,
    description: '',
    show: null,
    show_name: null,
  },
  {
    id: 9,
    title: 'Chicken Masterclass',
    content_type: 'video',
    is_premium: true,
    title_image: null,
    description: '',
    show: null,
    show_name: null,
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <>
      <HeaderSearch />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/home-page-new', element: page },
      { path: '*', element: page },
    ],
    { initialEntries: ['/home-page-new'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Search');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const settle = () => act(() => vi.advanceTimersByTimeAsync(600));
const where = () => screen.getByTestId('where').textContent;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStore.clear();
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: results }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  authModal.close();
});

describe('HeaderSearch', () => {
  it('asks for suggestions only after a 500 ms pause and only for two characters or more', async () => {
    const input = renderSearch();
    type(input, 'c');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    type(input, 'ch');
    type(input, 'chi');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/user/typeahead-search/');
    expect(JSON.parse(init.body as string)).toEqual({ search: 'chi' });
    expect(await screen.findByText('Chicken Soup')).toBeTruthy();
  });

  it('submits a keyword to /search-results in navigation state, and ignores an empty one', async () => {
    const input = renderSearch();
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe('/home-page-new|null');
    type(input, '  roast chicken ');
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe('/search-results|{"keyword":"roast chicken"}');
  });

  it('opens a suggestion by content type, and a premium video asks a visitor to log in', async () => {
    const input = renderSearch();
    type(input, 'chicken');
    await settle();
    fireEvent.click(await screen.findByText('Chicken Soup'));
    expect(where()).toBe('/recipe/4|null');

    type(input, 'chicken');
    await settle();
    fireEvent.click(await screen.findByText('Chicken Masterclass'));
    expect(where()).toBe('/recipe/4|null');
    expect(authModal.get()).toBe('login');
    expect(localStorage.getItem(storageKeys.videoId)).toBe('9');
  });
});
