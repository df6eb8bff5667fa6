import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useScrollOnPageChange } from './scroll-on-page-change.ts';

let scrollTo: MockInstance<Window['scrollTo']>;
let scrollIntoView: MockInstance<HTMLElement['scrollIntoView']>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Page() {
  useScrollOnPageChange();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Stands in for a page part that renders later: its code or its data was still loading. */
function addLater(id: string) {
  const element = document.createElement('h2');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('useScrollOnPageChange', () => {
  it('leaves the page the app starts on to the browser: its scrolling, hash and restoration', () => {
    renderAt('/pricing#add-ons-heading');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('jumps to the top, without smooth scrolling, whenever the page changes', async () => {
    const router = renderAt('/');

    await act(() => router.navigate('/pricing'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('stays put when only the query of the same page changes, e.g. a filter', async () => {
    const router = renderAt('/locations');

    await act(() => router.navigate('/locations?package=essentials'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the part a hash names instead of the top', async () => {
    const target = addLater('add-ons-heading');
    const router = renderAt('/about-us/equipment');

    await act(() => router.navigate('/pricing#add-ons-heading'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('waits for the part a hash names to appear, starting at the top meanwhile', async () => {
    const router = renderAt('/about-us/equipment');

    await act(() => router.navigate('/pricing#add-ons%20later'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });
    expect(scrollIntoView).not.toHaveBeenCalled();

    const target = addLater('add-ons later');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledOnce());
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    target.remove();
  });

  it('stops waiting when the visitor moves on, or after a while', async () => {
    vi.useFakeTimers();
    const router = renderAt('/');
    await act(() => router.navigate('/pricing#gone'));
    await act(() => router.navigate('/faq'));
    const late = addLater('gone');
    await act(() => router.navigate('/pricing#never'));
    await act(() => vi.advanceTimersByTime(10_000));
    const never = addLater('never');
    await vi.waitFor(() => Promise.resolve());
    expect(scrollIntoView).not.toHaveBeenCalled();
    late.remove();
    never.remove();
  });
});
