import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { addOnsQuery, locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';

// What the staff pages' tests share: a booking as Firestore holds it, a query cache that has the
// catalogue (the names staff read instead of ids), and a page rendered at an address.

const at = '2026-11-21T03:00:00.000Z';

export function testBooking(id: string, fields: Partial<Booking> = {}): Booking {
  return {
    id,
    userId: 'casey',
    locationId: 'royal-bonnie-vale',
    packageId: 'essentials',
    addOns: [],
    arrival: '2026-12-04' as IsoDate,
    departure: '2026-12-06' as IsoDate,
    guests: 2,
    status: 'requested',
    totalCents: 29_800,
    gstCents: 2_709,
    currency: 'AUD',
    email: 'casey@example.com',
    phone: '+61412345678',
    payment: {
      method: 'test',
      checkoutSessionId: `cs_${id}`,
      paymentUrl: 'http://pay.example',
      paidCents: 29_800,
      refundedCents: 0,
    },
    createdAt: at,
    updatedAt: at,
    history: [
      { status: 'pending_payment', at, by: 'casey' },
      { status: 'requested', at: '2026-11-21T03:05:00.000Z', by: 'system' },
    ],
    ...fields,
  };
}

export function catalogueQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [query, data] of [
    [locationsQuery, LOCATIONS],
    [packagesQuery, CAMPING_PACKAGES],
    [addOnsQuery, ADD_ONS],
  ] as const) {
    client.setQueryData(query.queryKey, data as never);
    client.setQueryDefaults(query.queryKey, { staleTime: Number.POSITIVE_INFINITY });
  }
  return client;
}

/** Renders a staff form, whose saving is a TanStack mutation (use-saving-form.ts). */
export function renderWithQueryClient(form: ReactElement) {
  render(<QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>);
}

/** Renders `page` as the route `routePath`, at `path`; answers the router, to follow the address. */
export function renderPage(routePath: string, page: ReactElement, path: string = routePath) {
  const router = createMemoryRouter([{ path: routePath, element: page }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={catalogueQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
