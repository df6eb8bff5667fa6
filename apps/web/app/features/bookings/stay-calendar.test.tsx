import type { IsoDate } from '@camping/domain/dates/calendar';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StayCalendar } from './stay-calendar.tsx';
import type { Stay } from './stay-selection.ts';

afterEach(cleanup);

// Every night free, stays of 2 nights or more, from 1 March 2027.
const constraints = { unavailableNights: new Set<string>(), minimumStay: () => 2 };

function renderCalendar(stay: Stay | null = null) {
  const onChange = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
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
  return { onChange, onSubmit };
}

const months = () => screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'));

describe('StayCalendar', () => {
  it('never submits the form it is in: the hidden Next for screen readers only shows the next month', () => {
    const { onSubmit } = renderCalendar();
    expect(document.querySelectorAll('form button:not([type="button"])')).toHaveLength(0);
    const nextButtons = screen.getAllByRole('button', { name: 'Next' });
    fireEvent.click(nextButtons.at(-1)!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(months()).toContain('Stay, April 2027');
  });
});
