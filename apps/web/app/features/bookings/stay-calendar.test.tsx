import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { renderWithProviders } from '#app/test/render.tsx';
import { StayCalendar } from './stay-calendar.tsx';
import type { Stay } from './stay-selection.ts';

// Every night free, stays of 2 nights or more, from 1 March 2027.
const constraints = { unavailableNights: new Set<string>(), minimumStay: () => 2 };

function renderCalendar(stay: Stay | null = null) {
  const onChange = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { user } = renderWithProviders(
    <form method="post" onSubmit={onSubmit}>
      <StayCalendar
        stay={stay}
        onChange={onChange}
        constraints={constraints}
        firstDay={'2027-03-01' as IsoDate}
        lastDay={'2028-02-29' as IsoDate}
      />
    </form>,
  );
  /** A key as a person presses it, sent to what has focus. */
  const press = (key: string) => user.keyboard(`{${key}}`);
  return { onChange, onSubmit, user, press };
}

const day = (name: RegExp) =>
  screen
    .getAllByRole('grid')
    .flatMap((grid) => within(grid).queryAllByRole('button', { name }))
    .at(0)!;
const months = () => screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'));

describe('StayCalendar', () => {
  it('never submits the form it is in: the hidden Next for screen readers only shows the next month', async () => {
    const { onSubmit, user } = renderCalendar();
    expect(document.querySelectorAll('form button:not([type="button"])')).toHaveLength(0);
    const nextButtons = screen.getAllByRole('button', { name: 'Next' });
    await user.click(nextButtons.at(-1)!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(months()).toContain('Stay, April 2027');
  });

  it('by keyboard, keeps focus where it is put: → → Enter, → → Enter is two nights', async () => {
    const { onChange, press } = renderCalendar();
    act(() => day(/^Wednesday 10 March 2027/).focus());
    await press('ArrowRight');
    await press('ArrowRight');
    await press('Enter');
    expect(document.activeElement).toBe(day(/Friday 12 March 2027/));
    await press('ArrowRight');
    await press('ArrowRight');
    await press('Enter');
    expect(onChange).toHaveBeenLastCalledWith({ arrival: '2027-03-12', departure: '2027-03-14' });
    expect(document.activeElement).toBe(day(/Sunday 14 March 2027/));
  });

  it('draws the chosen arrival as chosen, not struck through like days that cannot be chosen', async () => {
    const { user } = renderCalendar();
    await user.click(day(/^Friday 12 March 2027/));
    const arrival = day(/Friday 12 March 2027/);
    expect(arrival.getAttribute('aria-disabled')).toBeNull();
    expect(arrival.hasAttribute('data-unavailable')).toBe(false);
    expect(arrival.hasAttribute('data-selection-start')).toBe(true);
    // Too short a stay from there: struck through.
    expect(day(/^Saturday 13 March 2027/).hasAttribute('data-unavailable')).toBe(true);
  });

  it('keeps a stay over the end of a month in view, arrival and departure', async () => {
    const { onChange, press } = renderCalendar();
    expect(months()).toEqual(['Stay, March 2027', 'Stay, April 2027']);
    act(() => day(/^Thursday 29 April 2027/).focus());
    await press('Enter');
    for (let step = 0; step < 4; step += 1) await press('ArrowRight');
    expect(document.activeElement).toBe(day(/Monday 3 May 2027/));
    await press('Enter');
    expect(onChange).toHaveBeenLastCalledWith({ arrival: '2027-04-29', departure: '2027-05-03' });
    expect(months()).toEqual(['Stay, April 2027', 'Stay, May 2027']);
    expect(document.activeElement).toBe(day(/Monday 3 May 2027/));
  });
});
