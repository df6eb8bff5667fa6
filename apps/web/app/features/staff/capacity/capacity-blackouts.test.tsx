import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilitySettingsDocumentSchema } from '@camping/domain/firestore/documents';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { BlackoutsForm } from './capacity-blackouts.tsx';

// The calendar opens on the current month.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T01:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const settings = availabilitySettingsDocumentSchema.parse({
  minNoticeDays: 3,
  horizonDays: 365,
  blackouts: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Crew break' }],
  crewSetUpsPerDay: 6,
});

const save = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Save blackout periods' }));

describe('BlackoutsForm', () => {
  it('saves the whole availability document, defaults filled in, with a period added on the calendar', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<BlackoutsForm settings={settings} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add a blackout period' }));
    const added = screen.getByRole('group', { name: 'Blackout period 2' });
    await user.click(within(added).getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Next' })[0]!);
    const calendar = await screen.findByRole('grid', { name: /December 2026/ });
    await user.click(within(calendar).getByRole('button', { name: /10 December 2026/ }));
    await user.click(within(calendar).getByRole('button', { name: /12 December 2026/ }));
    await fill(user, within(added).getByLabelText('Reason (optional)'), ' Stocktake ');
    await save(user);

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      minNoticeDays: 3,
      horizonDays: 365,
      minStayNights: 2,
      crewSetUpsPerDay: 6,
      crewPackDownsPerDay: 4,
      blackouts: [
        { from: '2026-12-24', to: '2026-12-26', reason: 'Crew break' },
        { from: '2026-12-10', to: '2026-12-12', reason: 'Stocktake' },
      ],
    });
  });

  it('asks for the days of a period added empty, and saves nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<BlackoutsForm settings={settings} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add a blackout period' }));
    await save(user);
    expect(await screen.findByText('Choose the first and last day.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the form and keeps every period', async () => {
    const refusal = Object.assign(new Error('List at most 100 blackout periods.'), {
      code: 'functions/invalid-argument',
    });
    const { user } = renderWithProviders(
      <BlackoutsForm settings={settings} onSave={vi.fn().mockRejectedValue(refusal)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove blackout period 1' }));
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'List at most 100 blackout periods.',
    );
    expect(screen.queryByRole('group', { name: 'Blackout period 1' })).toBeNull();
  });
});
