import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';
import { PATHS } from '@camping/domain/site/paths';
import { describeCancellationTier, describeRefund } from '#app/shared/format.ts';
import { textLink } from '#app/shared/styles.ts';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

export interface FaqFacts {
  packages: readonly CampingPackage[];
  settings: PricingSettings;
}

/** The questions people ask us, answered from the same rules and settings the booking engine uses. */
export function faqGroups({ packages, settings }: FaqFacts): FaqGroup[] {
  const longerStays = settings.peakPeriods.filter((period) => period.minStayNights !== undefined);
  const largest = Math.max(0, ...packages.map((campingPackage) => campingPackage.sleeps));
  return [
    {
      title: 'Booking',
      entries: [
        {
          question: 'How does it work?',
          answer: (
            <p>
              Choose a campground, a package, any add-ons and your dates, and pay online. On the day
              you arrive our crew sets everything up before you get there; after you leave, we come
              back and pack it all down.
            </p>
          ),
        },
        {
          question: 'How far ahead do I need to book?',
          answer: (
            <p>
              At least {BOOKING_RULES.minNoticeDays} days before you arrive, counted in Sydney time,
              so we can plan the crew and load the gear. You can book up to{' '}
              {Math.round(BOOKING_RULES.horizonDays / 30.4)} months ahead. Summer and school
              holidays fill up first.
            </p>
          ),
        },
        {
          question: 'What is the minimum stay?',
          answer: (
            <p>
              {BOOKING_RULES.minStayNights} nights.
              {longerStays.map(
                (period) =>
                  ` Arrivals during the ${period.name} need at least ${period.minStayNights} nights.`,
              )}
            </p>
          ),
        },
        {
          question: 'How many people can stay?',
          answer: (
            <p>
              Each package says how many it sleeps, up to {largest} in our largest set-up. Need room
              for one more? Add the Extra sleeping kit add-on at checkout. Campgrounds also limit
              people per pitch; we book a pitch that fits your booking.
            </p>
          ),
        },
        {
          question: 'Do I need to book with the campground as well?',
          answer: (
            <p>
              No. We reserve a pitch big enough for your set-up with the campground for your dates,
              and the camping fee is included in our price. National park vehicle entry fees, where
              a park charges them, are not included: buy a day pass or an annual pass from NSW
              National Parks.
            </p>
          ),
        },
        {
          question: 'Can I bring my dog?',
          answer: (
            <p>
              Pets are not allowed in NSW national parks and conservation areas, where most of our
              campgrounds are. Assistance animals are welcome; let us know when you book.
            </p>
          ),
        },
      ],
    },
    {
      title: 'On the day',
      entries: [
        {
          question: 'What time can we arrive, and when do we leave?',
          answer: (
            <p>
              Your camp is ready from 2 pm on the day you arrive. On the day you leave, head off by
              11 am and leave everything as it is: we pack down after you go.
            </p>
          ),
        },
        {
          question: 'Do we need to be there when you set up or pack down?',
          answer: (
            <p>
              No. We set up before you arrive and pack down after you leave, so you never wait for
              us.
            </p>
          ),
        },
        {
          question: 'What should we bring?',
          answer: (
            <p>
              Food, drinks, clothes, towels and toiletries. Everything else comes with your package:
              see the{' '}
              <Link to={PATHS.equipment} className={textLink}>
                equipment page
              </Link>{' '}
              for the full list.
            </p>
          ),
        },
        {
          question: 'Can we have a campfire?',
          answer: (
            <p>
              Only in the campground’s fire rings or barbecues, where the park allows it, and never
              on a total fire ban day. Firewood is an add-on; if a fire ban stops you using it, we
              refund it.
            </p>
          ),
        },
        {
          question: 'Is there power or phone reception?',
          answer: (
            <p>
              Our pitches have no mains power: every package comes with battery lanterns and lights.
              Mobile reception varies; each campground’s page lists its facilities.
            </p>
          ),
        },
        {
          question: 'What if it rains, or there is a fire ban or closure?',
          answer: (
            <p>
              Our tents are waterproof and we pitch them for the forecast, so rain alone does not
              cancel a stay. If a campground closes, or a severe weather warning or fire danger
              makes camping unsafe, we contact you and you choose between new dates and a full
              refund.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Prices and payments',
      entries: [
        {
          question: 'When and how do I pay?',
          answer: (
            <p>
              You pay the whole stay by card at checkout. Payments are processed by Stripe; we never
              see or store your card number. We confirm your booking within one business day, or
              refund you in full if we cannot take it.
            </p>
          ),
        },
        {
          question: 'Do prices include GST?',
          answer: (
            <p>
              Yes. All prices are in Australian dollars and include GST; your total shows the GST it
              includes. See{' '}
              <Link to={PATHS.pricing} className={textLink}>
                pricing
              </Link>{' '}
              for rates, delivery fees and peak periods.
            </p>
          ),
        },
        {
          question: 'What if I need to cancel?',
          answer: (
            <>
              <ul>
                {settings.cancellationTiers.map((tier, index) => (
                  <li key={tier.daysBeforeArrival}>
                    {describeCancellationTier(settings.cancellationTiers, index)}:{' '}
                    {describeRefund(tier.refundPercent).toLowerCase()}.
                  </li>
                ))}
              </ul>
              <p>
                Cancel from My Bookings in your account, or e-mail us. The full policy is in our{' '}
                <Link to={PATHS.termsAndConditions} className={textLink}>
                  terms and conditions
                </Link>
                .
              </p>
            </>
          ),
        },
        {
          question: 'What if something breaks?',
          answer: (
            <p>
              Call us and we will fix or replace it as soon as we can. Normal wear and tear is on
              us; we only charge for damage caused deliberately or carelessly, and we always talk to
              you first.
            </p>
          ),
        },
      ],
    },
  ];
}
