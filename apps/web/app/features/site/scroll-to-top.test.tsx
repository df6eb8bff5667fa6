import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnPageChange } from './scroll-to-top.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page() {
  useScrollToTopOnPageChange();
  return null;
}

describe('useScrollToTopOnPageChange', () => {
  it('jumps to the top, without smooth scrolling, whenever the page changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/pricing'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('stays put when only the query of the same page changes, e.g. a filter', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: Page }], {
      initialEntries: ['/locations'],
    });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/locations?package=essentials'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
