import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseIsoDate } from '@camping/domain/dates/calendar';
import { WAITLIST_SENTENCES } from '@camping/domain/waitlist/waitlist';
import { useAuth } from '#app/features/account/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders } from '#app/test/render.tsx';
import { AskToBeTold } from './ask-to-be-told.tsx';

vi.mock('#app/features/account/index.ts', () => ({ useAuth: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

const stay = {
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  arrival: parseIsoDate('2027-03-05'),
  departure: parseIsoDate('2027-03-07'),
  guests: 2,
};
const signedIn = { status: 'signed-in', user: { uid: 'casey' } } as ReturnType<typeof useAuth>;

afterEach(() => vi.clearAllMocks());

function ask() {
  return renderWithProviders(
    <>
      <h5 id="names">Essentials at Lane Cove River</h5>
      <AskToBeTold stay={stay} describedBy="names" />
    </>,
    { path: '/locations?arrival=2027-03-05&departure=2027-03-07&guests=2' },
  );
}

describe('AskToBeTold', () => {
  it('asks for the stay once, then says it is done and points to My Account', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn);
    vi.mocked(callFunction).mockResolvedValue({ requestId: 'casey-0' });
    const { user } = ask();
    const button = screen.getByRole('button', { name: 'Tell me when it frees up' });
    expect(button).toHaveAccessibleDescription('Essentials at Lane Cove River');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done. We’ll e-mail you if it frees up.',
    );
    expect(screen.getByRole('link', { name: 'See the stays you’re waiting for' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(callFunction).toHaveBeenCalledExactlyOnceWith('joinWaitlist', stay);
  });

  it('says why the server refused, and keeps the button to try again', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn);
    vi.mocked(callFunction).mockRejectedValue(
      Object.assign(new Error(WAITLIST_SENTENCES.full), { code: 'functions/failed-precondition' }),
    );
    const { user } = ask();
    await user.click(screen.getByRole('button', { name: 'Tell me when it frees up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_SENTENCES.full);
    expect(screen.getByRole('button', { name: 'Tell me when it frees up' })).toBeEnabled();
  });

  it('sends a guest to log in and back to the search', () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'guest', user: null } as ReturnType<
      typeof useAuth
    >);
    ask();
    expect(
      screen.getByRole('link', { name: 'Log in to be told when it frees up' }),
    ).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/locations?arrival=2027-03-05&departure=2027-03-07&guests=2')}`,
    );
    expect(callFunction).not.toHaveBeenCalled();
  });
});
