import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { Link } from 'react-router';
import { PageMeta } from '#app/shared/page-meta.tsx';

/** Any unknown path (spec section 2), and the page of an unknown campground. */
export function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageMeta title={pageTitle('Page not found')} />
      <h1 className="text-3xl font-bold">That page doesn&apos;t exist</h1>
      <p className="mt-4">The page you have requested could not be found.</p>
      <Link to={PATHS.home} className="mt-6 inline-block font-semibold text-forest-700 underline">
        Back to home page
      </Link>
    </main>
  );
}
