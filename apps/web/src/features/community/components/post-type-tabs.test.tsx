import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostTypeTabs } from './post-list';

describe('the community type tabs', () => {
  it('stay on one line and scroll sideways on a phone instead of wrapping', () => {
    render(
      <MantineProvider>
        <PostTypeTabs value="All" onChange={() => {}} all />
      </MantineProvider>,
    );
    const list = screen.getByRole('tablist');
    expect(list.style.flexWrap).toBe('nowrap');
    expect(list.style.overflowX).toBe('auto');
    for (const tab of screen.getAllByRole('tab')) expect(tab.style.flexShrink).toBe('0');
  });
});
