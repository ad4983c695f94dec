import { MantineProvider } from '@mantine/core';
import { msg, ShowFieldsSchema } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  ContentForm,
  type ContentItem,
  type ContentType,
  contentSchema,
  sentFields,
  usePublishRefusal,
} from './content-form';
import { episodeContent, videoContent } from './content-types';

interface Item extends ContentItem {
  description: string;
  title_image: string | null;
  is_premium: boolean;
}

/** A description of a small form: every kind the four content types use but the video. */
function describeForm(overrides: Partial<ContentType<Item>> = {}): ContentType<Item> {
  return {
    fields: [
      {
        name: 'title',
        kind: 'text',
        label: 'Name',
        required: 'Name is required!',
        rule: ShowFieldsSchema.shape.title,
      },
      { name: 'description', kind: 'textarea', label: 'About', required: msg.fieldRequired },
      { name: 'link', kind: 'url', label: 'Link', placeholder: 'https://…' },
      {
        name: 'title_image',
        kind: 'image',
        label: 'Title image',
        required: msg.fieldRequired,
        current: (i) => i?.title_image,
      },
      { name: 'is_premium', kind: 'switch', label: 'Premium' },
      {
        name: 'show',
        kind: 'hidden',
        required: msg.contentShowRequired,
        initial: (_, c) => c.showId ?? null,
      },
    ],
    create: vi.fn(async () => ({ msg: 'Created!', data: { id: 7 } })),
    update: vi.fn(async (id: number) => ({ msg: 'Updated!', data: { id } })),
    editPath: (id) => `/edit/${id}`,
    exitTo: () => '/list',
    cancelLabel: (item) => (item ? 'Exit' : 'Cancel'),
    tagTarget: (id) => ({ video: id }),
    after: () => <p>after the form</p>,
    ...overrides,
  };
}

/** As the editor pages draw the form: its key follows the item's read, the refusal is the page's. */
function RereadingPage({
  type,
  item,
  onReread,
}: {
  type: ContentType<Item>;
  item: Item;
  onReread: (reread: () => void) => void;
}) {
  const [readAt, setReadAt] = useState(1);
  onReread(() => setReadAt((n) => n + 1));
  const refusal = usePublishRefusal(`item-${item.id}`);
  return <ContentForm key={readAt} type={type} item={item} context={{ showId: 1 }} refusal={refusal} />;
}

function renderForm(element: React.ReactElement) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/edit/:id', element: <p>edit page</p> },
  ]);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const invalid = (label: RegExp) => field(label).getAttribute('aria-invalid') === 'true';
const save = () => fireEvent.click(screen.getByRole('button', { name: msg.contentSaveChanges }));

describe('the admin content form builder', () => {
  it('draws one input per described field, in order, with what follows the form', () => {
    renderForm(<ContentForm type={describeForm()} />);
    expect(field(/^Name/).tagName).toBe('INPUT');
    expect(field(/^About/).tagName).toBe('TEXTAREA');
    expect(field(/^Link/).getAttribute('type')).toBe('url');
    expect(field(/^Link/).getAttribute('placeholder')).toBe('https://…');
    expect(screen.getByRole('button', { name: 'Choose Title image' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Premium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // Tags and publishing belong to a saved item.
    expect(screen.queryByRole('button', { name: msg.contentAddTags })).toBeNull();
    expect(screen.getByText('after the form')).toBeTruthy();
    const labels = screen.getAllByText(/^(Name|About|Link|Title image|Premium)$/).map((n) => n.textContent);
    expect(labels).toEqual(['Name', 'About', 'Link', 'Title image', 'Premium']);
  });

  it('refuses an incomplete form with each field’s message, and a hidden value’s message as an alert', () => {
    const type = describeForm();
    renderForm(<ContentForm type={type} />);
    save();
    expect(screen.getByText('Name is required!')).toBeTruthy();
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe(msg.contentShowRequired);
    expect(invalid(/^Name/)).toBe(true);
    expect(invalid(/^Link/)).toBe(false);
    expect(type.create).not.toHaveBeenCalled();
  });

  it('clears an error once its field is valid, keeps it for blank text, and says nothing while typing', () => {
    renderForm(<ContentForm type={describeForm()} />);
    save();
    fireEvent.change(field(/^Name/), { target: { value: '   ' } });
    expect(invalid(/^Name/)).toBe(true);
    fireEvent.change(field(/^Name/), { target: { value: 'Knife skills' } });
    expect(invalid(/^Name/)).toBe(false);
    expect(invalid(/^About/)).toBe(true);
    fireEvent.change(field(/^Name/), { target: { value: '' } });
    expect(invalid(/^Name/)).toBe(false);
    save();
    expect(invalid(/^Name/)).toBe(true);
  });

  it('names the problem in a notice when the description asks for one', () => {
    const invalidNotice = vi.fn((errors: Record<string, string>) => Object.keys(errors).join(','));
    renderForm(<ContentForm type={describeForm({ invalidNotice })} />);
    save();
    expect(invalidNotice).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Name is required!', show: msg.contentShowRequired }),
    );
  });

  it('sends a complete form, then opens the new item’s edit page', async () => {
    const type = describeForm();
    const router = renderForm(<ContentForm type={type} context={{ showId: 4 }} />);
    save();
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(2);
    fireEvent.change(field(/^Name/), { target: { value: 'Knife skills' } });
    fireEvent.change(field(/^About/), { target: { value: 'Dicing an onion.' } });
    fireEvent.change(field(/^Link/), { target: { value: '  https://example.com/a  ' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Premium' }));
    const file = new File(['png'], 'title.png', { type: 'image/png' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/7'));
    expect(type.create).toHaveBeenCalledWith({
      title: 'Knife skills',
      description: 'Dicing an onion.',
      link: 'https://example.com/a',
      title_image: file,
      is_premium: true,
      show: '4',
    });
  });

  it('opens on a stored item: its values, its image as filled, its tags and Exit', async () => {
    const type = describeForm();
    const item: Item = {
      id: 3,
      title: 'Stock',
      description: 'Bones and water.',
      title_image: 'https://cdn.example/stock.png',
      is_premium: true,
      is_publish: false,
      tags_names: ['soups'],
    };
    renderForm(<ContentForm type={type} item={item} context={{ showId: 1 }} />);
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Stock');
    expect((screen.getByRole('switch', { name: 'Premium' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Title image preview' })).toBeTruthy();
    expect(screen.getByText('soups')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeTruthy();
    save();
    await waitFor(() => expect(type.update).toHaveBeenCalledTimes(1));
    expect(type.update).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ title: 'Stock', title_image: null }),
    );
  });
});

describe('publishing from the content form', () => {
  it('says a refused publish on the page, next to the button, in the server’s words', async () => {
    const run = vi.fn(async () => {
      throw new ApiError(409, msg.contentPublishNeedsRecipe);
    });
    const type = describeForm({ publish: { label: 'Publish', run } });
    const item: Item = {
      id: 5,
      title: 'Replay',
      description: 'A past stream.',
      title_image: 'https://cdn.example/replay.png',
      is_premium: false,
      is_publish: false,
      tags_names: [],
    };
    renderForm(<ContentForm type={type} item={item} context={{ showId: 1 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe(msg.contentPublishNeedsRecipe);
    expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('aria-describedby')).toBe(said.id);
  });
  it('keeps the refusal when the page reads the item again and draws a new form', async () => {
    let reread: () => void = () => undefined;
    const run = vi.fn(async () => {
      reread();
      throw new ApiError(409, msg.contentPublishNeedsRecipe);
    });
    const type = describeForm({ publish: { label: 'Publish', run } });
    const item: Item = {
      id: 6,
      title: 'Replay',
      description: 'A past stream.',
      title_image: 'https://cdn.example/replay.png',
      is_premium: false,
      is_publish: false,
      tags_names: [],
    };
    renderForm(<RereadingPage type={type} item={item} onReread={(fn) => (reread = fn)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe(msg.contentPublishNeedsRecipe);
  });
});

describe('the content descriptions', () => {
  it('the video form says "Field required!" under each empty field', () => {
    renderForm(<ContentForm type={videoContent} />);
    save();
    expect(invalid(/Video name/)).toBe(true);
    expect(invalid(/Description/)).toBe(true);
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(4);
    fireEvent.change(field(/Video name/), { target: { value: 'Knife skills' } });
    fireEvent.change(field(/Description/), { target: { value: 'Dicing an onion.' } });
    // The image and the video are still missing.
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(2);
  });

  it('the episode name must have three characters, and its video is sent under the episode’s names', () => {
    const schema = contentSchema(episodeContent.fields, undefined);
    const video = { assetId: 'a1', playbackId: 'p1', fileName: 'pilot.mp4' };
    const base = { title: 'Pi', title_image: new File(['x'], 'a.png'), is_premium: false, video, show: 2 };
    const short = schema.safeParse(base);
    expect(short.success ? [] : short.error.issues.map((i) => i.message)).toEqual([
      msg.contentEpisodeNameShort,
    ]);
    expect(schema.safeParse({ ...base, title: 'Pilot' }).success).toBe(true);
    expect(sentFields(episodeContent.fields, { ...base, title: 'Pilot' })).toMatchObject({
      title: 'Pilot',
      show: '2',
      video_asset_id: 'a1',
      video_playback_id: 'p1',
      video_file_name: 'pilot.mp4',
    });
    const blocked = episodeContent.fields.find((f) => f.kind === 'video');
    expect(blocked?.kind === 'video' && blocked.beforeStart?.({ title: 'Pi' })).toBe(
      msg.contentEpisodeNameShort,
    );
  });
});
