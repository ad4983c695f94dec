import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('page failed');
}

const renderAt = (key: string, page: React.ReactNode) => (
  <MantineProvider>
    <RouteErrorBoundary resetKey={key}>{page}</RouteErrorBoundary>
  </MantineProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that throws, and the next page after navigating', () => {
    // React reports the caught error on the console; that report is the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(renderAt('a', <Broken />));
    expect(screen.getByText(msg.somethingWentWrong)).toBeTruthy();
    rerender(renderAt('b', <>next page</>));
    expect(screen.getByText('next page')).toBeTruthy();
  });
});
