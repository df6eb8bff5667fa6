import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { Outlet, useMatches } from 'react-router';
import { AccountNav } from '../../components/account/account-nav.tsx';

/** What each page of My Account exports as `handle`: the heading the frame shows for it. */
export interface AccountPageHandle {
  heading: string;
}

function isAccountPageHandle(handle: unknown): handle is AccountPageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'heading' in handle &&
    typeof handle.heading === 'string'
  );
}

/** My Account's frame: the page's heading (its one h1), the pages of the account, and the page. */
export default function Account() {
  const page = useMatches().findLast((match) => isAccountPageHandle(match.handle));
  const heading = isAccountPageHandle(page?.handle) ? page.handle.heading : 'My Account';
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
