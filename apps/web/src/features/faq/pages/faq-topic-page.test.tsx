import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import FaqTopicPage from './faq-topic-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/faqs-new-topic/:topicId', element: <FaqTopicPage /> }], {
    initialEntries: ['/faqs-new-topic/new-topic'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the new FAQ topic form', () => {
  it('says "Field required!" under the topic, the question and the answer, and clears a field’s once it is filled', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Remove sub-topic 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText(/Topic name/), { target: { value: 'Knife care' } });
    expect(screen.getAllByText(msg.fieldRequired)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-topic' }));
    expect(screen.getByLabelText(/Question 2/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove sub-topic 1' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
