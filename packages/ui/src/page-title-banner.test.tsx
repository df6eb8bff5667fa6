import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitleBanner } from './page-title-banner.tsx';

afterEach(cleanup);

describe('PageTitleBanner', () => {
  it('renders the title as the page heading with an optional line', () => {
    render(<PageTitleBanner title="Pricing">All prices include GST.</PageTitleBanner>);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('All prices include GST.')).toBeInTheDocument();
  });
});
