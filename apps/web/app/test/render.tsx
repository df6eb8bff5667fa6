import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { expect } from 'vitest';

/**
 * A query client for one test: a failed read fails at once instead of being tried three times, and
 * what `cached` holds is served as fresh, never read again.
 */
export function testQueryClient(
  cached: ReadonlyArray<readonly [QueryKey, unknown]> = [],
): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [queryKey, data] of cached) {
    client.setQueryData(queryKey, data);
    client.setQueryDefaults(queryKey, { staleTime: Number.POSITIVE_INFINITY });
  }
  return client;
}

export interface RenderOptions {
  /** The address the page opens at ('/' unless given), or the address with its history state. */
  path?: InitialEntry;
  /** The route `ui` answers, when it reads its parameters (`/admin/bookings/:id`); else any address. */
  route?: string;
  /** A client the test fills or watches; a fresh `testQueryClient()` otherwise. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` the way the app does: inside a query client and a router, at an address. Answers
 * Testing Library's queries, a user-event `user` to act as a person, the client and the router (to
 * follow the address).
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = '*', queryClient = testQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, router };
}

/** Replaces what a field holds with `value`, typed key by key as a person would. */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/**
 * The open dialog called `name`, once a person could click in it: Radix turns the page's pointer
 * events off as a dialog opens and its panel's on a render later, and a click in between would land
 * where no person's can.
 */
export async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}
