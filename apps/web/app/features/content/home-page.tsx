import { DELIVERY_RADIUS_MINUTES, PRODUCT_NAME } from '@camping/domain/product';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { card, container, lightButton, lightOutlineButton } from '#app/shared/styles.ts';
import { HeroScene } from './hero-scene.tsx';
import { STEP_ICONS } from './step-icons.tsx';

const HomeCatalogue = lazy(() => import('./home-catalogue.tsx'));

const STEPS = [
  {
    icon: STEP_ICONS.choose,
    title: 'Choose',
    text: 'Pick a campground, a package and your dates, add any add-ons, and pay securely online.',
  },
  {
    icon: STEP_ICONS.setUp,
    title: 'We set up',
    text: 'On arrival day our crew drives out, pitches the tent, makes the beds and sets up the kitchen.',
  },
  {
    icon: STEP_ICONS.arrive,
    title: 'You arrive',
    text: 'Arrive at the campground and walk straight into your camp, made up and ready. Just bring food and clothes.',
  },
  {
    icon: STEP_ICONS.packDown,
    title: 'We pack down',
    text: 'On departure day, leave when you like. We come back, pack everything down and take it away.',
  },
];

const PROMISES = [
  {
    title: 'Everything set up',
    text: 'Quality tents, real beds and linen, lighting and a working camp kitchen, pitched properly and checked before you arrive.',
  },
  {
    title: `Within ${DELIVERY_RADIUS_MINUTES / 60} hours of Sydney`,
    text: 'Beaches, rivers and bush: hand-picked campgrounds on the Central Coast, in the Blue Mountains, the Royal National Park and beyond.',
  },
  {
    title: 'Nothing to pack away',
    text: 'No wet tent in the boot, no gear to store. We clean and dry everything after you leave.',
  },
];

export default function Home() {
  return (
    <main>
      <PageMeta
        title={pageTitle()}
        description="Camping without the hard work: we set up your tent, beds and camp kitchen at a campground within two hours of Sydney before you arrive, and pack it all down after you leave."
        path={PATHS.home}
      />
      <section className="relative isolate overflow-hidden bg-dusk-950 text-white lg:flex lg:h-[clamp(36rem,41.667vw,52rem)] lg:items-center">
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
            <div className="mt-8 grid gap-3 sm:flex">
              <Link to={PATHS.locations} className={lightButton}>
                Choose a campground
              </Link>
              <Link to={PATHS.pricing} className={lightOutlineButton}>
                See prices
              </Link>
            </div>
          </div>
        </div>
        <div className="hero-art -z-10 lg:absolute lg:inset-0">
          <HeroScene />
        </div>
      </section>

      <PageSection id="what-we-do" title="What we do">
        <ul className="grid gap-8 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="border-t-2 border-ember-500 pt-5">
              <h3 className="text-xl font-semibold text-forest-900">{promise.title}</h3>
              <p className="mt-2 text-stone-700">{promise.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how-it-works" title="How it works" tone="tinted">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className={`${card} p-6`}>
              {step.icon}
              <h3 className="mt-3 text-xl font-semibold text-forest-900">
                <span className="text-ember-700">{index + 1}.</span> {step.title}
              </h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      {/* Read from the catalogue, with TanStack Query: hydrated a moment after the rest (ADR 0005). */}
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
