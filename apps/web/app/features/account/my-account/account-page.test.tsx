import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import AccountPage from './account-page.tsx';

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="account" element={<AccountPage />}>
        <Route index element={<p>Index</p>} />
        <Route path="bookings" element={<p>Bookings</p>} />
        <Route path="details" element={<p>Details</p>} />
      </Route>
    </Routes>,
    { path: path },
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('AccountPage', () => {
  it('heads each page of My Account with its name', () => {
    expect(renderAt('/account')).toBe('My Account');
    cleanup();
    expect(renderAt('/account/bookings')).toBe('My Bookings');
    cleanup();
    expect(renderAt('/account/details/')).toBe('My Details');
  });

  it('shows the page inside the frame', () => {
    renderAt('/account/bookings');
    expect(screen.getByText('Bookings')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'My Account pages' })).toBeInTheDocument();
  });
});
