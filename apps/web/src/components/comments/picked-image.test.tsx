import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickedImage } from './picked-image';

afterEach(() => vi.unstubAllGlobals());

describe('the picked comment image', () => {
  it('shows a thumbnail of the file, and lets its address go when it is removed', () => {
    const create = vi.fn(() => 'blob:thumb-1');
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    const file = new File([new Uint8Array([1, 2, 3])], 'soup.png', { type: 'image/png' });
    const view = render(
      <MantineProvider>
        <PickedImage file={file} />
      </MantineProvider>,
    );
    const thumb = screen.getByRole('img', { name: msg.commentImagePreview });
    expect(thumb.getAttribute('src')).toBe('blob:thumb-1');
    expect(create).toHaveBeenCalledWith(file);
    view.rerender(
      <MantineProvider>
        <PickedImage file={null} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:thumb-1');
  });
});
