import type { CallableRequest } from '@camping/domain/callables';

/**
 * The staff area's TanStack Query keys (admins only), declared once like the app's others
 * (app/shared/query-keys.ts) but apart from them, so the public pages' first load does not carry them.
 * Every family starts with `staff`, and the staff area drops them all when its user is no longer staff.
 * Filters are the URL's search parameters, '' when not set.
 */
export const staffQueryKeys = {
  staffBookings: (
    filters: { status: string; from: string; to: string; locationId: string },
    after: { arrival: string; id: string } | null,
  ) => ['staffBookings', filters, after] as const,
  staffMonthBookings: (month: string, filters: { status: string; locationId: string }) =>
    ['staffMonthBookings', month, filters] as const,
  staffBooking: (bookingId: string) => ['staffBooking', bookingId] as const,
  staffBookingPayments: (bookingId: string) => ['staffBookingPayments', bookingId] as const,
  staffQuoteDateChange: (request: CallableRequest<'staffQuoteDateChange'>) =>
    ['staffQuoteDateChange', request] as const,
  staffProfile: (userId: string) => ['staffProfile', userId] as const,
  // Finding bookings by reference, e-mail or name, and one customer's page.
  staffFindBookings: (term: string) => ['staffFindBookings', term] as const,
  staffCustomer: (userId: string) => ['staffCustomer', userId] as const,
  staffRunSheet: (from: string) => ['staffRunSheet', from] as const,
  // The staff area's contact inbox and audit log, newest first, page by page (Firestore cursors).
  staffInbox: () => ['staffInbox'] as const,
  staffAuditLog: () => ['staffAuditLog'] as const,
  // Reviews waiting for staff first, then the rest; e-mails whose delivery failed.
  staffReviews: (list: 'waiting' | 'moderated') => ['staffReviews', list] as const,
  staffFailedMail: () => ['staffFailedMail'] as const,
  // Closures newest first, one with the bookings it reached, and the bookings one would reach.
  staffClosures: () => ['staffClosures'] as const,
  staffClosure: (closureId: string) => ['staffClosure', closureId] as const,
  staffClosurePreview: (request: CallableRequest<'staffPreviewClosure'>) =>
    ['staffClosurePreview', request] as const,
  // Every voucher list (a change reads them all again), and the vouchers one search found.
  staffVouchers: () => ['staffVouchers'] as const,
  staffVouchersFound: (request: CallableRequest<'staffFindVouchers'>) =>
    ['staffVouchers', request] as const,
  // Promo codes (Offers), by code.
  staffPromoCodes: () => ['staffPromoCodes'] as const,
};
