import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { PRODUCT_NAME } from '@camping/domain/product';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { pricingSettingsQuery } from '#app/features/catalogue/index.ts';
import { describeCancellationTier, describeRefund } from '#app/shared/format.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { container, prose, textLink } from '#app/shared/styles.ts';

const [general, bookings, feedback] = CONTACT_ENTRIES;

export default function TermsAndConditionsPage() {
  const settings = useQuery(pricingSettingsQuery);

  return (
    <main>
      <PageMeta
        title={pageTitle('Terms and conditions')}
        description="The terms of a booking with The Complete Camping Experience: what we provide, payment, cancellations and refunds, and your rights under the Australian Consumer Law."
        path={PATHS.termsAndConditions}
      />
      <PageTitleBanner title="Terms and conditions">Last updated 21 November 2026</PageTitleBanner>
      <div className={`${container} py-12`}>
        <div className={prose}>
          <p>
            These terms apply when you book a camping set-up with {PRODUCT_NAME} (“we”, “us”).
            Please read them before you book; by paying for a booking you agree to them. Nothing in
            these terms excludes, restricts or changes the rights you have under the Australian
            Consumer Law.
          </p>

          <h2>1. Your booking</h2>
          <ul>
            <li>
              You choose a campground, a package, any add-ons and your dates, and pay in full at
              checkout. Your booking is then requested: we hold the equipment for you and check the
              campground.
            </li>
            <li>
              We confirm or decline your booking within one business day. Our agreement starts when
              we confirm it. If we decline, we refund everything you paid.
            </li>
            <li>
              Bookings must be made at least {BOOKING_RULES.minNoticeDays} days before arrival and
              be for at least {BOOKING_RULES.minStayNights} nights (longer in some peak periods, as
              shown on the{' '}
              <Link to={PATHS.pricing} className={textLink}>
                Pricing page
              </Link>
              ).
            </li>
            <li>The person who books must be 18 or older and stay for the whole booking.</li>
          </ul>

          <h2>2. Prices and payment</h2>
          <ul>
            <li>
              Prices are in Australian dollars and include GST. The total at checkout is the full
              price of your stay, and shows the GST it includes.
            </li>
            <li>
              Card payments are processed by Stripe. We do not see or store your full card number.
              We send a tax invoice by e-mail.
            </li>
            <li>
              National park vehicle entry fees, where a park charges them, are not included.
              Campsite fees are.
            </li>
          </ul>

          <h2>3. What we provide</h2>
          <ul>
            <li>A campsite at the campground for your dates, reserved by us.</li>
            <li>
              The equipment of your package and add-ons, as described on the{' '}
              <Link to={PATHS.equipment} className={textLink}>
                Equipment page
              </Link>
              , clean and in good working order, set up and ready by 2 pm on your arrival day.
            </li>
            <li>Pack-down and removal of everything after 11 am on your departure day.</li>
            <li>A phone number to call during your stay if anything is not right.</li>
          </ul>

          <h2>4. Your responsibilities</h2>
          <ul>
            <li>
              Follow the campground’s rules and any directions from park staff or emergency
              services.
            </li>
            <li>
              Keep to the number of people the package sleeps, plus any extra sleeping kits booked.
            </li>
            <li>
              Do not cook, use heaters or smoke inside tents. Light fires only where the park
              allows, and never on a total fire ban day.
            </li>
            <li>
              Supervise children, take reasonable care of the equipment and leave the site tidy.
            </li>
          </ul>

          <h2>5. If you cancel or change your booking</h2>
          <p>Cancel from My Bookings in your account, or e-mail {bookings?.email}. We refund:</p>
          {settings.data ? (
            <ul>
              {settings.data.cancellationTiers.map((tier, index, tiers) => (
                <li key={tier.daysBeforeArrival}>
                  {describeCancellationTier(tiers, index)}:{' '}
                  {describeRefund(tier.refundPercent).toLowerCase()}
                </li>
              ))}
            </ul>
          ) : (
            <QueryPending
              queries={[settings]}
              loading="Loading the refund policy…"
              error="We could not load the refund policy."
            />
          )}
          <p>
            Days are counted in Sydney time up to your arrival date. Refunds go back to the card you
            paid with, usually within 5 to 10 business days. To change your dates, contact us: we
            move your booking if the new dates are available.
          </p>

          <h2>6. If we cancel</h2>
          <p>
            We may need to cancel or move a stay if a campground closes, a total fire ban or severe
            weather warning makes camping unsafe, or we cannot safely reach the site. We tell you as
            soon as we know, and you choose between new dates and a full refund.
          </p>

          <h2>7. Your rights under the Australian Consumer Law</h2>
          <p>
            Our services come with guarantees that cannot be excluded under the Australian Consumer
            Law. For major failures with the service, you are entitled to cancel your service
            contract with us and to a refund for the unused portion, or to compensation for its
            reduced value. You are also entitled to choose a refund or replacement for major
            failures with goods. If a failure with the goods or a service does not amount to a major
            failure, you are entitled to have the failure rectified in a reasonable time. If this is
            not done, you are entitled to a refund for the goods and to cancel the contract for the
            service and obtain a refund of any unused portion. You are also entitled to be
            compensated for any other reasonably foreseeable loss or damage from a failure in the
            goods or service.
          </p>

          <h2>8. Damage and loss</h2>
          <p>
            Normal wear and tear is on us. If equipment is lost, or damaged deliberately or through
            carelessness, we may charge the reasonable cost of repair or replacement. We always show
            you the damage and talk to you before we charge anything.
          </p>

          <h2>9. Outdoor risks</h2>
          <p>
            Camping happens outdoors, with weather, wildlife, uneven ground and open water. Take
            care and follow safety advice. To the extent the law allows, and except for the
            guarantees above, we are not liable for loss that does not result from our failure to
            take reasonable care or to meet these terms.
          </p>

          <h2>10. Privacy</h2>
          <p>
            How we handle your personal information is set out in our{' '}
            <Link to={PATHS.privacyPolicy} className={textLink}>
              privacy policy
            </Link>
            .
          </p>

          <h2>11. Complaints</h2>
          <p>
            Tell us first at {feedback?.email}: we reply within one business day and aim to resolve
            complaints within 14 days. If you are not satisfied, you can contact NSW Fair Trading.
          </p>

          <h2>12. General</h2>
          <p>
            These terms are governed by the laws of New South Wales. We may update them; the version
            on this page when you book applies to your booking. Questions? Write to {general?.email}
            .
          </p>
        </div>
      </div>
    </main>
  );
}
