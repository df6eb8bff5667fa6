import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { CancellationRulesForm, DeliveryFeesForm } from './capacity-pricing-rules.tsx';

const type = (user: UserEvent, group: HTMLElement, label: string, value: string) =>
  fill(user, within(group).getByLabelText(label), value);

describe('DeliveryFeesForm', () => {
  it('shows the fees in dollars and saves a changed one in cents, with the rest of the pricing', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <DeliveryFeesForm pricing={PRICING_SETTINGS} onSave={onSave} />,
    );
    const second = screen.getByRole('group', { name: 'Delivery fee 2' });
    expect(within(second).getByLabelText('Fee ($)')).toHaveProperty('value', '79.00');
    await type(user, second, 'Fee ($)', '84.50');
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...PRICING_SETTINGS,
      deliveryTiers: [
        { upToMinutes: 45, feeCents: 0 },
        { upToMinutes: 90, feeCents: 8_450 },
        { upToMinutes: 120, feeCents: 11_900 },
      ],
    });
  });

  it('refuses a list that leaves the longest drives without a fee, saying so', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <DeliveryFeesForm pricing={PRICING_SETTINGS} onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove delivery fee 3' }));
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }));
    expect(
      await screen.findByText('The last delivery fee must cover drives of up to 120 minutes.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('CancellationRulesForm', () => {
  it('adds a rule and saves the ladder with the rest of the pricing', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const pricing = {
      ...PRICING_SETTINGS,
      cancellationTiers: [{ daysBeforeArrival: 0, refundPercent: 0 }],
    };
    const { user } = renderWithProviders(
      <CancellationRulesForm pricing={pricing} onSave={onSave} />,
    );
    const only = screen.getByRole('group', { name: 'Cancellation rule 1' });
    await type(user, only, 'Cancelled at least (days before arrival)', '30');
    await type(user, only, 'Refund (% of what was paid)', '90');
    await user.click(screen.getByRole('button', { name: 'Add a cancellation rule' }));
    const added = screen.getByRole('group', { name: 'Cancellation rule 2' });
    await type(user, added, 'Cancelled at least (days before arrival)', '0');
    await type(user, added, 'Refund (% of what was paid)', '0');
    await user.click(screen.getByRole('button', { name: 'Save cancellation refunds' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...pricing,
      cancellationTiers: [
        { daysBeforeArrival: 30, refundPercent: 90 },
        { daysBeforeArrival: 0, refundPercent: 0 },
      ],
    });
  });

  it('explains a refund over 100% beside its field, and saves nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <CancellationRulesForm pricing={PRICING_SETTINGS} onSave={onSave} />,
    );
    await type(
      user,
      screen.getByRole('group', { name: 'Cancellation rule 1' }),
      'Refund (% of what was paid)',
      '150',
    );
    await user.click(screen.getByRole('button', { name: 'Save cancellation refunds' }));
    expect(
      await screen.findByText('A refund is at most 100% of what was paid.'),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText('Refund (% of what was paid)', { selector: '[aria-invalid="true"]' }),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
