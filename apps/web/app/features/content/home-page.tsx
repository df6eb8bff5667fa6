import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@camping/domain/product';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { container, lightButton } from '#app/shared/styles.ts';
import { HeroScene } from './hero-scene.tsx';

// The hero's search and, below the hero, parts of their own that React hydrates once their code
// arrives, right after the rest: the page's first load carries the hero's words (ADR 0005, 0019).
const HomeHeroSearch = lazy(() => import('./home-hero-search.tsx'));
const HomeStory = lazy(() => import('./home-story.tsx'));
const HomeCatalogue = lazy(() => import('./home-catalogue.tsx'));

export default function HomePage() {
  return (
    <main>
      <PageMeta
        title={pageTitle()}
        description="Camping without the hard work: we set up your tent, beds and camp kitchen at a campground within two hours of Sydney before you arrive, and pack it all down after you leave."
        path={PATHS.home}
      />
      <section className="relative isolate overflow-hidden bg-dusk-950 text-white lg:flex lg:min-h-[clamp(36rem,41.667vw,52rem)] lg:items-center">
        <div className={`${container} relative z-10 pt-12 sm:pt-16 lg:py-20`}>
          <div className="max-w-xl">
            <p className="font-semibold tracking-wide text-ember-200 uppercase">{PRODUCT_NAME}</p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl lg:text-6xl">
              Your campsite, set up before you arrive
            </h1>
            <p className="mt-5 text-sand-100 sm:text-lg">
              Choose a campground within two hours of Sydney and a package. Our crew pitches the
              tent, makes the beds and sets up the kitchen before you get there, then packs it all
              down after you leave.
            </p>
            <Suspense fallback={null}>
              <HomeHeroSearch />
            </Suspense>
          </div>
        </div>
        <div className="hero-art -z-10 lg:absolute lg:inset-0">
          <HeroScene />
        </div>
      </section>

      <Suspense fallback={null}>
        <HomeStory />
      </Suspense>

      {/* Read from the catalogue with TanStack Query, which loads with this part. */}
      <Suspense
        fallback={
          <p role="status" className="py-16 text-center">
            Loading packages and campgrounds…
          </p>
        }
      >
        <HomeCatalogue />
      </Suspense>

      <section aria-labelledby="book-heading" className="bg-forest-800 text-white">
        <div
          className={`${container} flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between`}
        >
          <div>
            <h2 id="book-heading" className="text-2xl font-bold sm:text-3xl">
              Ready for a weekend away?
            </h2>
            <p className="mt-2 text-forest-100">
              Book at least a few days ahead; summer and school holidays fill up first.
            </p>
          </div>
          <Link to={PATHS.checkout} className={lightButton}>
            Book your stay
          </Link>
        </div>
      </section>
    </main>
  );
}
