import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Logo } from './logo.tsx';

afterEach(cleanup);

describe('Logo', () => {
  it('links to the home page under the product name, with a decorative mark', () => {
    const { container } = render(<Logo />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'The Complete Camping Experience' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
