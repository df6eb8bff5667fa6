import { PATHS } from '@camping/domain/site/paths';
import { NavLink } from 'react-router';

const LINKS = [
  { to: PATHS.account, label: 'My Account', end: true },
  { to: PATHS.myBookings, label: 'My Bookings', end: false },
  { to: PATHS.myDetails, label: 'My Details', end: false },
];

/** Between the pages of My Account; the current one is marked for screen readers (aria-current). */
export function AccountNav() {
  return (
    <nav aria-label="My Account pages">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-forest-700 text-white' : 'text-forest-800 hover:bg-forest-50'}`
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
