import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { lazyPage } from './lazy-page.tsx';

const load = () => Promise.resolve({ default: () => <h1>The page</h1> });

describe('lazyPage', () => {
  it('renders a preloaded page at once, without suspending', async () => {
    const { Page, preload } = lazyPage(load);
    await preload();
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('The page');
  });

  it('loads a page on first render, showing the fallback meanwhile', async () => {
    const { Page } = lazyPage(load);
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect((await screen.findByRole('heading')).textContent).toBe('The page');
  });
});
