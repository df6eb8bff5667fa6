import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { PeakPeriodsForm } from './capacity-peak-periods.tsx';

const pricing = { ...PRICING_SETTINGS, peakPeriods: [] };

describe('PeakPeriodsForm', () => {
  it('adds a period with a flat amount typed in dollars, saved in cents with the rest of the pricing', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<PeakPeriodsForm pricing={pricing} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add a peak period' }));
    const period = screen.getByRole('group', { name: 'Peak period 1' });
    const type = (label: string, value: string) =>
      fill(user, within(period).getByLabelText(label), value);
    await type('Name', 'Easter');
    await type('From (MM-DD)', '12-20');
    await type('To (MM-DD)', '01-31');
    await user.selectOptions(within(period).getByLabelText('Nightly rate'), 'surcharge');
    await type('Amount on top, a night ($)', '30.10');
    await user.click(screen.getByRole('button', { name: 'Save peak periods' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...pricing,
      peakPeriods: [
        {
          name: 'Easter',
          from: '12-20',
          to: '01-31',
          adjustment: { type: 'surcharge', surchargeCents: 3010 },
        },
      ],
    });
  });

  it('says what is wrong with a day of the year, and saves nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<PeakPeriodsForm pricing={pricing} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add a peak period' }));
    const period = screen.getByRole('group', { name: 'Peak period 1' });
    await fill(user, within(period).getByLabelText('Name'), 'Winter');
    await fill(user, within(period).getByLabelText('From (MM-DD)'), '02-30');
    await fill(user, within(period).getByLabelText('To (MM-DD)'), '03-01');
    await user.click(screen.getByRole('button', { name: 'Save peak periods' }));
    expect(
      await screen.findByText('Write a day of the year as MM-DD, like 12-20.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
