import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShownDate } from './shown-date';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => vi.restoreAllMocks());

describe('ShownDate', () => {
  it("hydrates the server's text, then shows the member's own language", async () => {
    // The server draws in English; this member reads German.
    const html = renderToString(<ShownDate value="2026-11-23T21:40:00Z" />);
    expect(html).toBe('Nov 23, 2026');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');

    const container = document.createElement('div');
    container.innerHTML = `<p>${html}</p>`;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <p>
          <ShownDate value="2026-11-23T21:40:00Z" />
        </p>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toMatch(/^2[34]\.11\.2026$/);
    act(() => root?.unmount());
    container.remove();
  });
});
