import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import type { PageCursor } from '../newest-first-pages.ts';
import { fetchInboxPage, type InboxMessage } from './inbox-firestore.ts';
import InboxPage from './inbox-page.tsx';

vi.mock('./inbox-firestore.ts', () => ({ fetchInboxPage: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

function message(id: string, fields: Partial<InboxMessage> = {}): InboxMessage {
  const at = new Date('2026-11-24T01:00:00Z');
  return {
    id,
    name: `Sender ${id}`,
    email: `${id}@example.com`,
    topic: 'Bookings',
    message: 'Can we bring our dog?',
    uid: null,
    createdAt: { seconds: 0, nanoseconds: 0, toDate: () => at, toMillis: () => at.getTime() },
    ...fields,
  };
}

const cursor = {} as PageCursor;

function renderInbox() {
  const queryClient = testQueryClient();
  return renderWithProviders(<InboxPage />, { queryClient });
}

describe('InboxPage', () => {
  it('lists messages page by page, unread ones marked, each with a reply link', async () => {
    vi.mocked(fetchInboxPage)
      .mockResolvedValueOnce({
        items: [message('new'), message('old', { read: true })],
        next: cursor,
      })
      .mockResolvedValueOnce({ items: [message('older')], next: null });
    const { user } = renderInbox();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact inbox');

    const first = await screen.findByRole('article', { name: /Sender new/ });
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /Sender old/ })).queryByText('Unread'),
    ).toBeNull();
    expect(
      within(first).getByRole('link', { name: 'Reply to Sender new' }).getAttribute('href'),
    ).toBe('mailto:new@example.com?subject=Re%3A%20Bookings');
    expect(fetchInboxPage).toHaveBeenLastCalledWith(null);

    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByRole('article', { name: /Sender older/ })).toBeInTheDocument();
    expect(fetchInboxPage).toHaveBeenLastCalledWith(cursor);
    expect(screen.getByText('No older messages.')).toBeInTheDocument();
  });

  it('marks a message read, then unread, through staffMarkMessage', async () => {
    vi.mocked(fetchInboxPage).mockResolvedValue({ items: [message('m1')], next: null });
    vi.mocked(callFunction).mockResolvedValue({ saved: true });
    const { user } = renderInbox();

    await user.click(
      await screen.findByRole('button', { name: 'Mark as read the message from Sender m1' }),
    );
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('staffMarkMessage', {
        messageId: 'm1',
        read: true,
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Mark as unread the message from Sender m1' }),
    );
    await waitFor(() =>
      expect(callFunction).toHaveBeenLastCalledWith('staffMarkMessage', {
        messageId: 'm1',
        read: false,
      }),
    );
    expect(await screen.findByText('Unread')).toBeInTheDocument();
  });
});
