import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Copyright } from './copyright.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Copyright', () => {
  it('shows the current year', () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T02:00:00Z') });
    render(<Copyright />);
    expect(
      screen.getByText('© 2026 The Complete Camping Experience. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('counts the year in Sydney, where New Year comes early', () => {
    // 11 pm on New Year's Eve in London is already 10 am on New Year's Day in Sydney.
    vi.useFakeTimers({ now: new Date('2026-12-31T23:00:00Z') });
    render(<Copyright />);
    expect(screen.getByText(/^© 2027 /)).toBeInTheDocument();
  });
});
