import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '@camping/domain/dates/calendar';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { StaySearchForm } from './stay-search-form.tsx';

describe('StaySearchForm', () => {
  it('searches the stay typed, with the stay in the address of Locations', async () => {
    const { user, router } = renderWithProviders(<StaySearchForm />);
    const form = screen.getByRole('form', { name: 'Find a stay' });
    await fill(user, within(form).getByLabelText('Arrival'), '2027-03-05');
    await fill(user, within(form).getByLabelText('Departure'), '2027-03-07');
    await fill(user, within(form).getByLabelText('Guests'), '3');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/locations?arrival=2027-03-05&departure=2027-03-07&guests=3',
    );
  });

  it('starts from the stay searched already, and picks dates on a calendar once it is used', async () => {
    const { user } = renderWithProviders(
      <StaySearchForm
        initial={{
          arrival: parseIsoDate('2027-03-05'),
          departure: parseIsoDate('2027-03-07'),
          guests: 4,
        }}
      />,
    );
    expect(screen.getByLabelText('Guests')).toHaveValue(4);
    await user.click(screen.getByLabelText('Guests'));
    const toggle = await screen.findByRole(
      'button',
      { name: 'Choose dates on a calendar' },
      { timeout: 5000 },
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const calendar = await screen.findByRole('application', { name: /Stay/ });
    await user.click(within(calendar).getByRole('button', { name: /Wednesday 10 March 2027/ }));
    await user.click(within(calendar).getByRole('button', { name: /Friday 12 March 2027/ }));
    expect(screen.getByLabelText('Arrival')).toHaveValue('2027-03-10');
    expect(screen.getByLabelText('Departure')).toHaveValue('2027-03-12');
  });
});
