import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type Comment, type CommentableType, msg } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { Comments, commentActionsLabel } from './comments';

const me = { id: 1, first_name: 'Robin', last_name: 'Cook', profile_image: null };
const other = { id: 2, first_name: 'Sam', last_name: 'Baker', profile_image: null };

const comment = (id: number, text: string, author = other, type: CommentableType = 'video'): Comment => ({
  id,
  text,
  image: null,
  comment_type: type,
  object_id: 5,
  user_details: author,
  created: '2026-01-02T10:00:00Z',
  updated: '2026-01-02T10:00:00Z',
  parent: null,
  likes_count: 0,
  liked: false,
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A small server: the comments it holds, and every request it received. */
function server(initial: Comment[]) {
  let comments = [...initial];
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body });
      if (method === 'GET' && url.startsWith('/v1/user/comments/'))
        return json({ count: comments.length, next: null, previous: null, results: comments });
      if (method === 'POST' && url === '/v1/user/comments/') {
        const form = init.body as FormData;
        const added = comment(99, String(form.get('text')), me);
        comments = [added, ...comments];
        return json({ msg: 'Comment successfully created.', data: added }, 201);
      }
      if (method === 'PUT') {
        const form = init.body as FormData;
        comments = comments.map((c) => (c.id === 10 ? { ...c, text: String(form.get('text')) } : c));
        return json({ msg: 'Comment successfully updated.', data: comments[0] });
      }
      return json({ msg: 'ok' });
    }),
  );
  return sent;
}

function show(type: CommentableType, id: number, heading = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Comments type={type} id={id} reloadKey={['item', id]} heading={heading} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() =>
  sessionStore.set({
    access_token: 'token',
    refresh_token: 'refresh',
    user: {
      ...me,
      role: 'user',
      email: 'robin@example.com',
      provider: 'email',
      membership_expired: false,
      email_verified: true,
    },
  }),
);
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the comments of any commentable item', () => {
  it('says there are none yet, and posts the first one as multipart naming its target', async () => {
    const sent = server([]);
    show('user_post', 5, true);
    expect(screen.getByRole('heading', { name: msg.commentsTab })).toBeTruthy();
    expect(await screen.findByText(msg.noComments)).toBeTruthy();

    const post = screen.getByRole('button', { name: msg.commentPost });
    expect(post.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: msg.commentPlaceholder }), {
      target: { value: '  Lovely crust!  ' },
    });
    expect(post.hasAttribute('disabled')).toBe(false);
    fireEvent.click(post);

    await screen.findByText('Lovely crust!');
    const create = sent.find((r) => r.method === 'POST');
    const form = create?.body as FormData;
    expect(create?.url).toBe('/v1/user/comments/');
    expect(form.get('text')).toBe('Lovely crust!');
    expect(form.get('comment_type')).toBe('user_post');
    expect(form.get('post')).toBe('5');
    // The composer is empty again.
    expect((screen.getByRole('textbox', { name: msg.commentPlaceholder }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('lists comments with the ids the pages use, reads a video’s comments by its type', async () => {
    const sent = server([comment(10, 'Mine', me), comment(11, 'Theirs')]);
    show('video', 5);
    expect(await screen.findByText('Mine')).toBeTruthy();
    expect(sent[0]?.url).toBe('/v1/user/comments/5/?comment_type=video');
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    const mine = screen.getByTestId('comment-10');
    const theirs = screen.getByTestId('comment-11');
    // One's own comment offers Edit and Delete; someone else's, Report.
    expect(within(mine).getByRole('button', { name: commentActionsLabel(true) })).toBeTruthy();
    expect(within(theirs).getByRole('button', { name: commentActionsLabel(false) })).toBeTruthy();
    expect(commentActionsLabel(true)).toMatch(/^Comment actions.*Edit/);
    expect(commentActionsLabel(false)).toMatch(/^Comment actions.*Report/);
  });

  it('edits one’s own comment from its text, and sends the new text', async () => {
    const sent = server([comment(10, 'Mine', me)]);
    show('episode', 5);
    const mine = await screen.findByTestId('comment-10');
    fireEvent.click(within(mine).getByRole('button', { name: commentActionsLabel(true) }));
    fireEvent.click(await screen.findByRole('menuitem', { name: msg.commentEdit }));

    const editor = within(mine).getByRole('textbox', { name: 'Edit comment' }) as HTMLTextAreaElement;
    expect(editor.value).toBe('Mine');
    fireEvent.change(editor, { target: { value: 'Mine, better' } });
    fireEvent.click(within(mine).getByRole('button', { name: msg.commentUpdate }));

    await waitFor(() => expect(within(mine).queryByRole('textbox', { name: 'Edit comment' })).toBeNull());
    const update = sent.find((r) => r.method === 'PUT');
    expect(update?.url).toBe('/v1/user/comments/10/');
    expect((update?.body as FormData | undefined)?.get('text')).toBe('Mine, better');
    expect(await within(mine).findByText('Mine, better')).toBeTruthy();
  });

  it('reports someone else’s comment after confirming, with the chosen reason', async () => {
    const sent = server([comment(11, 'Theirs')]);
    show('youtube_recipe', 5);
    const theirs = await screen.findByTestId('comment-11');
    fireEvent.click(within(theirs).getByRole('button', { name: commentActionsLabel(false) }));
    fireEvent.click(await screen.findByRole('menuitem', { name: msg.commentReport }));
    expect(screen.getByText(msg.confirmReportComment)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: msg.confirmYes }));
    fireEvent.click(await screen.findByRole('button', { name: "It's spam" }));

    await waitFor(() => expect(sent.some((r) => r.url === '/v1/user/report-item/')).toBe(true));
    const report = sent.find((r) => r.url === '/v1/user/report-item/');
    expect(JSON.parse(String(report?.body))).toEqual({ comment: 11, report_type: "It's spam" });
  });
});

describe('replies and likes on comments', () => {
  it('collapses replies after a few, sends a reply with its parent and toggles a like', async () => {
    const replies = [1, 2, 3, 4].map((n) => ({ ...comment(20 + n, `Reply ${n}`, me), parent: 10 }));
    const top = { ...comment(10, 'How long to rest?'), likes_count: 3, liked: false, replies };
    const sent = server([top]);
    show('video', 5);
    expect(await screen.findByText('Reply 1')).toBeTruthy();
    expect(screen.queryByText('Reply 3')).toBeNull();
    const more = screen.getByRole('button', { name: msg.commentShowReplies.replace('{count}', '2') });
    fireEvent.click(more);
    expect(screen.getByText('Reply 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: msg.commentHideReplies }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const likeLabel = `${msg.commentLike} (3 likes)`;
    const likeButton = screen.getByRole('button', { name: likeLabel });
    expect(likeButton.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(likeButton);
    await waitFor(() => expect(sent.some((r) => r.url === '/v1/user/comments/10/like/')).toBe(true));

    const thread = screen.getByTestId('comment-10');
    fireEvent.click(within(thread).getByRole('button', { name: msg.commentReply }));
    const box = screen.getByRole('textbox', { name: msg.commentReplyTo.replace('{name}', 'Sam Baker') });
    fireEvent.change(box, { target: { value: 'Ten minutes' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => {
      const form = sent.find((r) => r.method === 'POST' && r.url === '/v1/user/comments/')?.body as FormData;
      expect(form?.get('parent')).toBe('10');
      expect(form?.get('text')).toBe('Ten minutes');
    });
  });
});
