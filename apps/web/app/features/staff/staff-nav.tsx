import { Link, useLocation } from 'react-router';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';

/** The staff area's pages; a page's own pages (a booking's detail, a customer) count as it. */
const LINKS = [
  {
    to: STAFF_PATHS.bookings,
    label: 'Bookings',
    also: [
      STAFF_PATHS.booking.replace(':bookingId', ''),
      STAFF_PATHS.customer.replace(':userId', ''),
    ],
  },
  { to: STAFF_PATHS.runSheet, label: 'Run sheet' },
  { to: STAFF_PATHS.capacity, label: 'Capacity' },
  { to: STAFF_PATHS.closures, label: 'Closures' },
  { to: STAFF_PATHS.vouchers, label: 'Vouchers' },
  { to: STAFF_PATHS.catalogue, label: 'Catalogue' },
  { to: STAFF_PATHS.offers, label: 'Offers' },
  { to: STAFF_PATHS.inbox, label: 'Inbox' },
  { to: STAFF_PATHS.reviews, label: 'Reviews' },
  { to: STAFF_PATHS.mail, label: 'Mail' },
  { to: STAFF_PATHS.audit, label: 'Audit log' },
];

function isCurrent(pathname: string, link: (typeof LINKS)[number]) {
  if (link.also) {
    return pathname === link.to || link.also.some((prefix) => pathname.startsWith(prefix));
  }
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/**
 * Between the pages of the staff area: plain links, in tab order; the current one is marked for
 * screen readers (aria-current). On phones they wrap into rows; from lg they stack beside the page.
 */
export function StaffNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff area" className="print:hidden">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-sand-100 p-1 lg:flex-col lg:bg-transparent lg:p-0">
        {LINKS.map((link) => {
          const current = isCurrent(pathname, link);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap sm:text-base ${current ? 'bg-forest-700 text-white' : 'text-forest-800 hover:bg-forest-50'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
