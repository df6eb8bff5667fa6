import { PATHS } from '@camping/domain/site/paths';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '#app/features/site/index.ts';

// The staff area's pages, each a chunk of its own. They are declared here, inside the staff area,
// rather than in the app's route table, so that no public page's first load carries them.
const Bookings = lazy(() => import('./bookings-page.tsx'));
const Booking = lazy(() => import('./booking-page.tsx'));
const RunSheet = lazy(() => import('./run-sheet-page.tsx'));
const Capacity = lazy(() => import('./capacity-page.tsx'));
const Catalogue = lazy(() => import('./catalogue-page.tsx'));
const Inbox = lazy(() => import('./inbox-page.tsx'));
const Audit = lazy(() => import('./audit-page.tsx'));

/** A staff path as the staff area's own routes match it: relative to PATHS.staff. */
export const withinStaffArea = (path: string) => path.slice(PATHS.staff.length + 1);

/** The page of the staff area the address names; an address it does not have is not found. */
export function StaffRoutes() {
  return (
    <Routes>
      <Route index element={<Bookings />} />
      <Route path={withinStaffArea(STAFF_PATHS.booking)} element={<Booking />} />
      <Route path={withinStaffArea(STAFF_PATHS.runSheet)} element={<RunSheet />} />
      <Route path={withinStaffArea(STAFF_PATHS.capacity)} element={<Capacity />} />
      <Route path={withinStaffArea(STAFF_PATHS.catalogue)} element={<Catalogue />} />
      <Route path={withinStaffArea(STAFF_PATHS.inbox)} element={<Inbox />} />
      <Route path={withinStaffArea(STAFF_PATHS.audit)} element={<Audit />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
