import { Link } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { lightButton } from '#app/shared/styles.ts';

/** Any unknown path (spec section 2), and the page of an unknown campground. */
export function NotFound() {
  return (
    <main className="page-banner px-4 pt-20 pb-32 text-center text-white sm:pt-28 sm:pb-40">
      <PageMeta title={pageTitle('Page not found')} />
      <h1 className="text-4xl font-semibold sm:text-5xl">That page doesn&apos;t exist</h1>
      <p className="mt-4 text-lg text-sand-100">The page you have requested could not be found.</p>
      <Link to={PATHS.home} className={`${lightButton} mt-8`}>
        Back to home page
      </Link>
    </main>
  );
}
