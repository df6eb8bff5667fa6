import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from '@camping/workspace/vitest-base';

const INTEGRATION = 'src/**/*.integration.test.ts';

// Files that check or empty what every test shares (every rate-limit window, the client error
// reports, whole collections counted to prove a callable wrote nothing, settings every test reads),
// so no other test of the stack may run beside them: `npm test` runs them beside the unit tests,
// which never touch it, and the other files afterwards beside the browser tests
// (docs/decisions/0025-test-suite-time.md).
const SHARED = [
  'src/shared/rate-limit.integration.test.ts',
  'src/errors/report-client-error.integration.test.ts',
  'src/errors/report-csp-violation.integration.test.ts',
  'src/contact/submit-contact-message.integration.test.ts',
  'src/staff/staff-callables-fuzz.integration.test.ts',
  'src/staff/staff-access.integration.test.ts',
  'src/bookings/booking-callables-fuzz.integration.test.ts',
  'src/reviews/reviews.integration.test.ts',
  'src/availability/get-unavailable-dates.integration.test.ts',
  'src/payments/stripe-webhook.integration.test.ts',
  'src/account/delete-my-account.integration.test.ts',
  // Every promo code's update time, while the browser journey makes codes of its own.
  'src/offers/promo-fuzz.integration.test.ts',
  // Replaces the pricing and availability settings every quote reads, and adds a campground every
  // public page lists, until the file ends.
  'src/staff/catalogue-and-capacity.integration.test.ts',
  // A browser journey's sweep tells every waiting customer whose nights are free.
  'src/waitlist/waitlist.integration.test.ts',
  // Compares its search with the catalogue it read, to which a browser journey adds a campground
  // for a moment; and it closes a campground or fills every kit of a night that browser journeys
  // choose from, until its test ends.
  'src/availability/search-stays.integration.test.ts',
  // Stays a few days ahead, held and let go again: the browser tests count the next four weeks'
  // free nights, from the demo bookings alone.
  'src/staff/update-booking.integration.test.ts',
  'src/staff/change-dates.integration.test.ts',
  'src/bookings/cancel-booking.integration.test.ts',
  'src/bookings/change-booking-dates.integration.test.ts',
];

const integration = {
  globalSetup: ['./integration-setup.ts'],
  // One file at a time: files keep to their own stays, but data stays behind between them.
  fileParallelism: false,
  // Time-outs catch a hang. A file's first test starts the workers of every function it calls, one
  // after another: each took up to 15 s in our runs on a 2-core machine busy with the unit tests or
  // the browser tests beside it, and over 30 s in CI (docs/decisions/0025-test-suite-time.md).
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default mergeConfig(
  nodeTests,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.ts'],
            exclude: [INTEGRATION],
            // A mail's first test loads React Email, which the mail imports only when it renders
            // (a worker starts without it): 3–5 s on a 2-core machine busy with the other tests,
            // and 7.3 s once, past Vitest's 5 s.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: { name: 'integration', include: [INTEGRATION], exclude: SHARED, ...integration },
        },
        {
          extends: true,
          test: { name: 'integration-shared', include: SHARED, ...integration },
        },
      ],
    },
  }),
);
