import { NavLink } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';

const LINKS = [
  { to: PATHS.account, label: 'My Account', end: true },
  { to: PATHS.myBookings, label: 'My Bookings', end: false },
  { to: PATHS.myDetails, label: 'My Details', end: false },
];

/**
 * Between the pages of My Account; the current one is marked for screen readers (aria-current). On
 * phones the three share one row, as tabs; from md they stack beside the page.
 */
export function AccountNav() {
  return (
    <nav aria-label="My Account pages">
      <ul className="grid grid-cols-3 gap-1 rounded-lg bg-sand-100 p-1 md:grid-cols-1 md:bg-transparent md:p-0">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `block rounded-md px-2 py-2 text-center text-sm font-semibold whitespace-nowrap sm:text-base md:px-3 md:text-left ${isActive ? 'bg-forest-700 text-white' : 'text-forest-800 hover:bg-forest-50'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
