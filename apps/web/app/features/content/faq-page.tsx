import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { packagesQuery, pricingSettingsQuery } from '#app/features/catalogue/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { card, container, prose, textLink } from '#app/shared/styles.ts';
import { faqGroups, type FaqFacts } from './faq-questions.tsx';

function Questions(facts: FaqFacts) {
  return (
    <>
      {faqGroups(facts).map((group, index) => (
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
    </>
  );
}

export default function FaqPage() {
  const packages = useQuery(packagesQuery);
  const settings = useQuery(pricingSettingsQuery);

  return (
    <main>
      <PageMeta
        title={pageTitle('FAQ')}
        description="Answers about booking, minimum stays, what to bring, campfires, weather, payments, GST and cancelling a camping set-up near Sydney."
        path={PATHS.faq}
      />
      <PageTitleBanner title="Frequently asked questions">
        Everything people usually ask before their first stay.
      </PageTitleBanner>
      <div className={`${container} space-y-12 py-12`}>
        {packages.data && settings.data ? (
          <Questions packages={packages.data} settings={settings.data} />
        ) : (
          <QueryPending
            queries={[packages, settings]}
            loading="Loading the questions…"
            error="We could not load the questions."
          />
        )}
        <p className="text-stone-700">
          Still wondering?{' '}
          <Link to={PATHS.contact} className={textLink}>
            Ask us
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
