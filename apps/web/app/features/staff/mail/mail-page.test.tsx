import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import type { FailedMail } from './mail-firestore.ts';
import { fetchFailedMailPage } from './mail-firestore.ts';
import MailPage from './mail-page.tsx';

vi.mock('./mail-firestore.ts', () => ({ fetchFailedMailPage: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const stamp = (iso: string) => {
  const date = new Date(iso);
  return { seconds: 0, nanoseconds: 0, toDate: () => date, toMillis: () => date.getTime() };
};

function failed(id: string, nextAttemptAt: string | null): FailedMail {
  return {
    id,
    to: `${id}@example.com`,
    message: { subject: `Your booking ${id}`, text: 'Hi', html: '<p>Hi</p>' },
    createdAt: stamp('2026-11-24T01:00:00Z'),
    delivery: {
      state: 'failed',
      attempts: nextAttemptAt ? 2 : 5,
      nextAttemptAt: nextAttemptAt ? stamp(nextAttemptAt) : null,
      leaseUntil: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
      sentAt: null,
    },
  };
}

function renderPage() {
  const queryClient = testQueryClient();
  return renderWithProviders(<MailPage />, { queryClient });
}

describe('MailPage', () => {
  it('lists failed e-mails with recipient, subject, tries, last error and time', async () => {
    vi.mocked(fetchFailedMailPage).mockResolvedValue({
      items: [failed('given-up', null), failed('retrying', '2026-11-24T01:20:00Z')],
      next: null,
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mail');
    const givenUp = await screen.findByRole('article', { name: 'Your booking given-up' });
    expect(givenUp.textContent).toContain('given-up@example.com');
    expect(givenUp.textContent).toContain('Tries5');
    expect(givenUp.textContent).toContain('connect ECONNREFUSED 127.0.0.1:1025');
    expect(givenUp.textContent).toContain('24 Nov 2026, 12:00 pm');
    expect(givenUp.textContent).toContain('None: it waits for you');
    const retrying = screen.getByRole('article', { name: 'Your booking retrying' });
    expect(retrying.textContent).toContain('24 Nov 2026, 12:20 pm');
  });

  it('sends one again through staffResendMail and reads the list again', async () => {
    vi.mocked(fetchFailedMailPage)
      .mockResolvedValueOnce({ items: [failed('given-up', null)], next: null })
      .mockResolvedValueOnce({ items: [], next: null });
    vi.mocked(callFunction).mockResolvedValue({ saved: true });
    const { user } = renderPage();
    const item = await screen.findByRole('article', { name: 'Your booking given-up' });
    await user.click(
      within(item).getByRole('button', { name: 'Resend the e-mail to given-up@example.com' }),
    );
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('staffResendMail', { mailId: 'given-up' }),
    );
    expect(await screen.findByText('No failed e-mails yet.')).toBeInTheDocument();
  });
});
