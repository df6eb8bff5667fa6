import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from './site-auth.ts';
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx';

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

function renderHeader(auth: SiteHeaderProps['auth'], onLogout = vi.fn(), path = '/pricing') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader auth={auth} onLogout={onLogout} />
      <Routes>
        <Route path="/account" element={<h1>Account page</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  return { onLogout, user: userEvent.setup() };
}

function linksOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SiteHeader', () => {
  it('shows the logo and the main links, marking the current page', () => {
    renderHeader({ status: 'guest', user: null });
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'The Complete Camping Experience' }),
    ).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual([
      ['About us', '/about-us'],
      ['Locations', '/locations'],
      ['Pricing', '/pricing'],
      ['Contact us', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers a guest Sign up and Login, which come back to the page afterwards', () => {
    renderHeader({ status: 'guest', user: null });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fpricing',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fpricing',
    );
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('keeps the way back a guest page was given: the booking being made', () => {
    const checkout = encodeURIComponent('/checkout?location=euroka&package=essentials');
    renderHeader({ status: 'guest', user: null }, vi.fn(), `/login?returnTo=${checkout}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/signup?returnTo=${checkout}`,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?returnTo=${checkout}`,
    );
  });

  it('shows a circular placeholder while the sign-in state loads', () => {
    renderHeader({ status: 'loading', user: null });
    const placeholder = screen.getByRole('status');
    expect(placeholder).toHaveTextContent('Checking whether you are logged in…');
    expect(placeholder).toHaveClass('rounded-full');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives a signed-in visitor an account menu with My account and Logout', async () => {
    const { user, onLogout } = renderHeader(signedIn);
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByText('Casey Camper')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My account', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])(
    'opens the account menu from the keyboard with %s',
    async (key) => {
      const { user } = renderHeader(signedIn);
      const trigger = await screen.findByRole('button', { name: 'Account menu' });
      trigger.focus();
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveFocus();

      await user.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    },
  );

  it('links staff to the staff area from the account menu', async () => {
    const { user } = renderHeader({ ...signedIn, user: { ...signedIn.user, isStaff: true } });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My account', 'Staff area', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Staff area' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('goes to the account page from the menu', async () => {
    const { user } = renderHeader(signedIn);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My account' }));
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('animates the menu with the shared timings and layers it as a menu', async () => {
    const { user } = renderHeader(signedIn);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu.style.getPropertyValue('--menu-enter')).toBe('120ms');
    expect(menu.style.getPropertyValue('--menu-exit')).toBe('100ms');
    expect(menu.style.zIndex).toBe('1000');
  });
});
