import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu, type MobileMenuProps } from './mobile-menu.tsx';
import type { AuthState } from './site-auth.ts';

const signedIn: AuthState = {
  status: 'signed-in',
  user: {
    uid: 'casey',
    displayName: 'Casey Camper',
    email: 'casey@example.com',
    emailVerified: true,
    providerIds: ['password'],
  },
};

afterEach(cleanup);

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function renderMenu(auth: MobileMenuProps['auth'], onLogout = vi.fn(), path = '/pricing') {
  render(
    <MemoryRouter initialEntries={['/', path]}>
      <MobileMenu auth={auth} onLogout={onLogout} />
      <BackButton />
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/pricing" element={<h1>Pricing page</h1>} />
        <Route path="/locations" element={<h1>Locations page</h1>} />
        <Route path="/account" element={<h1>Account page</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  return { onLogout, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  // Radix turns the page's pointer events off as the menu opens and on for its panel a render
  // later; on a busy machine a click could land in between, which no person's click can.
  await waitFor(() => expect(menu).toHaveStyle({ pointerEvents: 'auto' }));
  return menu;
}

describe('MobileMenu', () => {
  it('toggles between Open menu and Close menu, saying whether it is expanded', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await openMenu(user);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(close).toHaveFocus();

    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lists the main links, Login and Sign Up for a guest, social links and the copyright', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    const dialog = await openMenu(user);
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about-us'],
      ['Locations', '/locations'],
      ['Pricing', '/pricing'],
      ['Gift vouchers', '/gift-vouchers'],
      ['Contact', '/contact'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fpricing',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fpricing',
    );
    expect(
      within(within(dialog).getByRole('list', { name: 'Follow us' })).getAllByRole('link'),
    ).toHaveLength(4);
    const year = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
    }).format(new Date());
    expect(
      within(dialog).getByText(`© ${year} The Complete Camping Experience. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('keeps the way back a guest page was given in Login and Sign Up', async () => {
    const { user } = renderMenu(
      { status: 'guest', user: null },
      vi.fn(),
      '/signup?returnTo=%2Fcheckout',
    );
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcheckout',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fcheckout',
    );
  });

  it('shows a signed-in visitor their name, linking to their account, My Bookings and Log out', async () => {
    const { user, onLogout } = renderMenu(signedIn);
    const dialog = await openMenu(user);
    expect(within(dialog).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Casey Camper' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(dialog).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/account/bookings',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links staff to the staff area, and nobody else', async () => {
    const { user } = renderMenu({ ...signedIn, user: { ...signedIn.user, isStaff: true } });
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('link', { name: 'Staff area' })).toHaveAttribute(
      'href',
      '/admin',
    );
    cleanup();
    const customer = renderMenu(signedIn);
    const theirs = await openMenu(customer.user);
    expect(within(theirs).queryByRole('link', { name: 'Staff area' })).not.toBeInTheDocument();
  });

  it('shows a placeholder instead of the account links while the sign-in state loads', async () => {
    const { user } = renderMenu({ status: 'loading', user: null });
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Checking whether you are logged in…',
    );
    expect(within(dialog).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when the screen grows wide enough for the header to show its links', async () => {
    const largeScreen = Object.assign(new EventTarget(), { matches: false });
    vi.stubGlobal('matchMedia', (query: string) => {
      expect(query).toBe('(min-width: 64rem)');
      return largeScreen;
    });
    try {
      const { user } = renderMenu({ status: 'guest', user: null });
      await openMenu(user);
      largeScreen.matches = true;
      act(() => largeScreen.dispatchEvent(new Event('change')));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens from the keyboard and keeps focus inside while open', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when a link is followed, even to the page already shown', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    let dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('link', { name: 'Locations' }));
    expect(screen.getByRole('heading', { name: 'Locations page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('link', { name: 'Locations' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the browser goes back', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    await openMenu(user);
    // The dialog hides the rest of the page from pointer and keyboard; history changes anyway.
    screen.getByRole('button', { name: 'Browser back', hidden: true }).click();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('blocks page scrolling while open', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    await openMenu(user);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('offers the toggle only once the pre-rendered page has hydrated: before, it would do nothing', async () => {
    const menu = (
      <MemoryRouter>
        <MobileMenu auth={{ status: 'loading', user: null }} onLogout={vi.fn()} />
      </MemoryRouter>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(menu);
    document.body.append(page);
    const toggle = page.querySelector('button')!;
    expect(toggle.className.split(' ')).toContain('invisible');

    await act(async () => {
      hydrateRoot(page, menu);
    });
    expect(toggle.className.split(' ')).not.toContain('invisible');
    page.remove();
  });

  it('layers the panel above the overlay with the shared timings', async () => {
    const { user } = renderMenu({ status: 'guest', user: null });
    const dialog = await openMenu(user);
    expect(dialog.style.zIndex).toBe('1100');
    expect(dialog.style.getPropertyValue('--menu-enter')).toBe('120ms');
    expect(dialog.style.getPropertyValue('--menu-exit')).toBe('100ms');
  });
});
