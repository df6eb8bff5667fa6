import { pageTitle } from '@camping/domain/page-title';
import { Link } from 'react-router';

export function meta() {
  return [{ title: pageTitle({ title: 'Page not found' }) }];
}

/** Any unknown path (spec section 2); also shown for a 404 route error, e.g. an unknown campground. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">That page doesn&apos;t exist</h1>
      <p className="mt-4">The page you have requested could not be found.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-forest-700 underline">
        Back to home page
      </Link>
    </main>
  );
}
