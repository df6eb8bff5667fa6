import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { FORM_NOT_READY_LABEL } from '@camping/ui/submit-button';
import { EmailAddress } from '#app/shared/email-address.tsx';
import { PageMeta } from '#app/shared/page-meta.tsx';
import {
  loadBrowserQueryClient,
  WithQueries,
} from '#app/shared/query-client/query-client-source.tsx';
import { card, container, textLink } from '#app/shared/styles.ts';

// The form, with its schema and react-hook-form, is a part of its own: the page's first load leaves
// it out, and React keeps its pre-rendered HTML (button disabled) until its code arrives, a moment
// after the rest has hydrated. What someone types meanwhile stays in the fields (ADR 0005). It sends
// through a TanStack mutation: in the browser the query client loads beside it, not after it.
const ContactForm = lazy(async () => {
  const [{ ContactForm: Form }] = await Promise.all([
    import('./contact-form.tsx'),
    typeof document === 'undefined' ? null : loadBrowserQueryClient(),
  ]);
  return {
    default: () => (
      <WithQueries>
        <Form />
      </WithQueries>
    ),
  };
});

export default function ContactPage() {
  return (
    <main>
      <PageMeta
        title={pageTitle('Contact')}
        description="E-mail our general enquiries, bookings or feedback teams, or send us a message. We reply within one business day."
        path={PATHS.contact}
      />
      <PageTitleBanner title="Contact">
        Questions about a campground, a booking or our gear? We reply within one business day.
      </PageTitleBanner>
      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[2fr_3fr]`}>
        <section aria-labelledby="addresses-heading" className="space-y-5">
          <h2 id="addresses-heading" className="text-2xl font-bold text-forest-900">
            E-mail us
          </h2>
          <dl className="space-y-4">
            {CONTACT_ENTRIES.map((entry) => (
              <div key={entry.label} className={`${card} p-5`}>
                <dt className="font-semibold text-forest-900">{entry.label}</dt>
                <dd className="mt-1">
                  <a href={`mailto:${entry.email}`} className={textLink}>
                    <EmailAddress email={entry.email} />
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-stone-700">
            Many answers are already in our{' '}
            <Link to={PATHS.faq} className={textLink}>
              frequently asked questions
            </Link>
            . For a booking you have made, include your booking number.
          </p>
        </section>
        <div className={`${card} p-6 sm:p-8`}>
          <Suspense fallback={<p role="status">{FORM_NOT_READY_LABEL}</p>}>
            <ContactForm />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
