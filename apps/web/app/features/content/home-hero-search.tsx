import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { StaySearchForm } from '#app/features/search/index.ts';
import { lightButton, lightOutlineButton } from '#app/shared/styles.ts';

/**
 * The hero's search by dates, and the ways in without dates. A part of its own: its code loads a
 * moment after the page's first load, which keeps its pre-rendered HTML meanwhile (ADR 0019).
 */
export default function HomeHeroSearch() {
  return (
    <>
      <div className="mt-8 rounded-lg bg-white p-4 text-stone-900 shadow-lg sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-forest-900">Find a stay by dates</h2>
        <StaySearchForm />
      </div>
      <div className="mt-6 grid gap-3 sm:flex">
        <Link to={PATHS.locations} className={lightButton}>
          Choose a campground
        </Link>
        <Link to={PATHS.pricing} className={lightOutlineButton}>
          See prices
        </Link>
      </div>
    </>
  );
}
