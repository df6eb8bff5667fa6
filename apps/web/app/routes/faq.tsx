import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { pageTitle } from '@camping/domain/page-title';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { card, container, prose, textLink } from '../components/styles.ts';
import { faqGroups } from '../content/faq.tsx';
import { pageMeta } from '../content/seo.ts';
import { packagesQuery, pricingSettingsQuery } from '../queries/catalogue.ts';
import { fromPrerender } from '../queries/prerendered.ts';
import type { Route } from './+types/faq';

/** Runs when the page is pre-rendered; Firestore's settings replace these after hydration. */
export function loader() {
  return { packages: CAMPING_PACKAGES, settings: PRICING_SETTINGS };
}

export function meta() {
  return pageMeta({
    title: pageTitle('FAQ'),
    description:
      'Answers about booking, minimum stays, what to bring, campfires, weather, payments, GST and cancelling a camping set-up near Sydney.',
    path: '/faq',
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const packages = useQuery({ ...packagesQuery, ...fromPrerender(loaderData.packages) }).data;
  const settings = useQuery({
    ...pricingSettingsQuery,
    ...fromPrerender(loaderData.settings),
  }).data;

  return (
    <main>
      <PageTitleBanner title="Frequently asked questions">
        Everything people usually ask before their first stay.
      </PageTitleBanner>
      <div className={`${container} space-y-12 py-12`}>
        {faqGroups({ packages, settings }).map((group, index) => (
          <section key={group.title} aria-labelledby={`faq-group-${index}`}>
            <h2 id={`faq-group-${index}`} className="text-2xl font-bold text-forest-900">
              {group.title}
            </h2>
            <div className="mt-5 space-y-3">
              {group.entries.map((entry) => (
                <details key={entry.question} className={`${card} group`}>
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-forest-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <svg
                      viewBox="0 0 20 20"
                      aria-hidden="true"
                      className="size-5 shrink-0 fill-forest-700 transition-transform group-open:rotate-180"
                    >
                      <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
                    </svg>
                  </summary>
                  <div className={`${prose} px-5 pb-5 text-stone-800`}>{entry.answer}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="text-stone-700">
          Still wondering?{' '}
          <Link to="/contact" className={textLink}>
            Ask us
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
