import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { compactPrimaryButton } from '@camping/ui/button-styles';

/**
 * What a page that failed to render shows (product-decisions.md): an apology with a retry and a way
 * home, never the not-found page; the error is reported. It sets the document title itself.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // Loaded when something broke, like the Firebase call it makes: no page's first load carries it.
    void import('./report-client-error.ts').then(({ reportClientError }) =>
      reportClientError(error, pathname),
    );
  }, [error, pathname]);

  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4">
        Sorry, this page ran into a problem and could not be shown. We have been told about it.
        Please try again, or go back to the home page.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button
          type="button"
          // A fresh load also picks up a new release, the usual cure for a page that failed to load.
          onClick={() => window.location.reload()}
          className={compactPrimaryButton}
        >
          Try again
        </button>
        <Link to={PATHS.home} className="px-5 py-2 font-semibold text-forest-700 underline">
          Back to home page
        </Link>
      </div>
    </main>
  );
}
