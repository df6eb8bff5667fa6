import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { formatAud } from '@camping/domain/catalogue/money';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { CheckIcon } from '@camping/ui/icons';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { card, container, textLink } from '#app/shared/styles.ts';
import { packagesQuery } from './catalogue-queries.ts';
import { PackageIllustration } from './package-illustration.tsx';

const EVERY_SET_UP = [
  'Delivery, set-up before you arrive and pack-down after you leave, by our own crew',
  'Gear cleaned, dried and checked after every stay',
  'A first-aid kit, a fire blanket and a torch',
  'A welcome card with the campground’s rules and our phone number',
];

const TO_BRING = [
  'Food, drinks and ice for the fridge or esky',
  'Clothes for warm days and cold nights, and a rain jacket',
  'Towels and toiletries',
  'Sunscreen, a hat and insect repellent',
  'Any medication you need, and a charged phone',
];

function PackageContents({ packages }: { packages: readonly CampingPackage[] }) {
  return (
    <>
      <nav aria-label="Packages" className={`${container} pt-10`}>
        <ul className="flex flex-wrap gap-3">
          {packages.map((campingPackage) => (
            <li key={campingPackage.id}>
              <a href={`#${campingPackage.id}`} className={textLink}>
                {campingPackage.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={`${container} space-y-10 py-10`}>
        {packages.map((campingPackage) => (
          <section
            key={campingPackage.id}
            id={campingPackage.id}
            aria-labelledby={`${campingPackage.id}-heading`}
            className={`${card} grid scroll-mt-6 overflow-hidden md:grid-cols-[2fr_3fr]`}
          >
            <div className="md:[&_img]:h-full">
              <PackageIllustration
                packageId={campingPackage.id}
                sizes="(min-width: 1152px) 435px, (min-width: 768px) 38vw, 92vw"
              />
            </div>
            <div className="p-6 sm:p-8">
              <h2
                id={`${campingPackage.id}-heading`}
                className="text-2xl font-bold text-forest-900"
              >
                {campingPackage.name}
              </h2>
              <p className="mt-1 font-medium text-stone-700">
                Sleeps {campingPackage.sleeps} · {formatAud(campingPackage.nightlyRateCents)} per
                night, GST included
              </p>
              <p className="mt-4 text-stone-800">{campingPackage.description}</p>
              <h3 className="mt-5 font-semibold text-forest-900">What we set up</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {campingPackage.includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-forest-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

export default function EquipmentPage() {
  const packages = useQuery(packagesQuery);

  return (
    <main>
      <PageMeta
        title={pageTitle('Equipment')}
        description="What each camping package contains, from the tent and beds to the camp kitchen and lighting, and what to bring yourself."
        path={PATHS.equipment}
      />
      <PageTitleBanner title="Equipment">
        Good gear, properly pitched. Here is exactly what we set up with each package.
      </PageTitleBanner>

      {packages.data ? (
        <PackageContents packages={packages.data} />
      ) : (
        <div className={`${container} py-10`}>
          <QueryPending
            queries={[packages]}
            loading="Loading packages…"
            error="We could not load the packages."
          />
        </div>
      )}

      <PageSection id="every-set-up" title="With every set-up" tone="tinted">
        <ul className="grid gap-3 md:grid-cols-2">
          {EVERY_SET_UP.map((item) => (
            <li key={item} className={`${card} p-4`}>
              {item}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="bring"
        title="What to bring"
        intro={
          <p>
            Just the personal things. Add-ons such as firewood and breakfast hampers are{' '}
            <Link to={`${PATHS.pricing}#add-ons-heading`} className={textLink}>
              add-ons
            </Link>
            .
          </p>
        }
      >
        <ul className="max-w-3xl list-disc space-y-2 pl-5">
          {TO_BRING.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>
    </main>
  );
}
