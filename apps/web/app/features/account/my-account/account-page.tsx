import { Outlet, matchPath, useLocation } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { AccountNav } from './account-nav.tsx';

// By path: useMatches(), through which each page's `handle` named its heading, needs a data router.
const PAGE_HEADINGS = [
  { path: PATHS.myBookings, heading: 'My Bookings' },
  { path: PATHS.myDetails, heading: 'My Details' },
  { path: PATHS.review, heading: 'Review your stay' },
];

/** My Account's frame: the page's heading (its one h1), the pages of the account, and the page. */
export default function AccountPage() {
  const { pathname } = useLocation();
  const heading =
    PAGE_HEADINGS.find(({ path }) => matchPath(path, pathname))?.heading ?? 'My Account';
  return (
    <main>
      <PageTitleBanner title={heading} />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[12rem_1fr] md:py-12">
        <AccountNav />
        <div className="min-w-0 space-y-8">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
