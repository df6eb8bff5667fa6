import { Link } from 'react-router';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { PRODUCT_NAME } from '@camping/domain/product';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { container, prose, textLink } from '#app/shared/styles.ts';

const privacyContact = CONTACT_ENTRIES[0]?.email;

export default function PrivacyPolicyPage() {
  return (
    <main>
      <PageMeta
        title={pageTitle('Privacy policy')}
        description="How The Complete Camping Experience collects, uses, shares and protects your personal information under the Privacy Act 1988 and the Australian Privacy Principles."
        path={PATHS.privacyPolicy}
      />
      <PageTitleBanner title="Privacy policy">Last updated 21 November 2026</PageTitleBanner>
      <div className={`${container} py-12`}>
        <div className={prose}>
          <p>
            {PRODUCT_NAME} (“we”, “us”) respects your privacy. This policy explains how we handle
            personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy
            Principles (APPs).
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>Your name, e-mail address and, if you give it, your phone number.</li>
            <li>
              Your account: the sign-in details you choose (passwords are handled by our sign-in
              provider and we never see them), and the name shown on your account.
            </li>
            <li>
              Your bookings: campground, package, add-ons, dates, number of guests and anything you
              tell us about your stay, such as accessibility needs.
            </li>
            <li>
              Payments: Stripe processes your card. We receive confirmation of the payment and
              limited details such as the card brand and last four digits, never your full card
              number.
            </li>
            <li>Messages you send us through the contact form or by e-mail.</li>
            <li>
              Technical information: if a page fails to load, your browser sends us the error, the
              page and your browser type so we can fix it. We use browser storage to keep you signed
              in; we do not use advertising cookies.
            </li>
          </ul>

          <h2>Why we collect it</h2>
          <ul>
            <li>
              To take, confirm, deliver and change your bookings, and to contact you about them.
            </li>
            <li>To take payments, give refunds and send tax invoices.</li>
            <li>To answer your messages and handle complaints.</li>
            <li>To keep the site working and secure, and to improve it.</li>
            <li>To meet our legal obligations, such as keeping tax records.</li>
          </ul>
          <p>
            We only send you marketing if you ask for it, and you can unsubscribe at any time. We
            never sell your personal information.
          </p>

          <h2>Who we share it with</h2>
          <ul>
            <li>Stripe, to process payments.</li>
            <li>
              Google (Firebase), which hosts this site, our database, sign-in and e-mail sending on
              our behalf.
            </li>
            <li>
              Campground operators, who receive the booking name and number of guests when we
              reserve your site.
            </li>
            <li>Government agencies or others where the law requires or allows it.</li>
          </ul>
          <p>
            Stripe and Google may store and process information outside Australia, including in the
            United States. We choose providers that protect personal information to a standard
            comparable to the APPs.
          </p>

          <h2>How we protect it</h2>
          <p>
            Information is encrypted in transit, stored with access controls, and only seen by staff
            who need it to run your booking. We keep booking and payment records for as long as tax
            law requires (usually five years) and delete or de-identify information we no longer
            need.
          </p>

          <h2>Seeing and correcting your information</h2>
          <p>
            You can see and update your details on the My Details page of your account. To ask for a
            copy of what we hold about you, or to correct or delete it, e-mail us. We reply within
            30 days.
          </p>

          <h2>Questions and complaints</h2>
          <p>
            Contact us about privacy at{' '}
            <a href={`mailto:${privacyContact}?subject=Privacy`} className={textLink}>
              {privacyContact}
            </a>{' '}
            with “Privacy” in the subject. We respond to complaints within 30 days. If you are not
            satisfied with our response, you can complain to the Office of the Australian
            Information Commissioner (OAIC) at{' '}
            <a href="https://www.oaic.gov.au" className={textLink}>
              oaic.gov.au
            </a>{' '}
            or on 1300 363 992.
          </p>
          <p>
            See also our{' '}
            <Link to={PATHS.termsAndConditions} className={textLink}>
              terms and conditions
            </Link>
            .
          </p>
        </div>
      </div>
    </main>
  );
}
