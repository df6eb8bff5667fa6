import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { FUNCTIONS } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import type { StackInfo } from '@camping/stack/profiles';
import { RATE_LIMITS } from '../src/shared/limits.ts';
import { holdStayAs, payOnTestPage } from '../src/testing/bookings.ts';
import { createCustomer, plainArrival } from '../src/testing/customers.ts';
import {
  callable,
  callers,
  guest,
  headersOf,
  post,
  target,
  type BurstCase,
} from './burst-calls.ts';
import { shownTotalCents } from './shown-total.ts';

/**
 * The writing endpoints of bookings, reviews, the waitlist and the staff area for the burst bench
 * (bursts.ts), each with a payload that passes its checks.
 */
export async function burstCases(
  stack: StackInfo,
  adminAuth: Auth,
  db: Firestore,
): Promise<BurstCase[]> {
  const { customer, staffCall } = callers(stack, adminAuth);
  const today = todayInSydney();
  const arrival = plainArrival(today, 250);
  const stay = {
    locationId: 'lane-cove-river',
    packageId: 'family-basecamp',
    arrival,
    departure: addDays(arrival, 2),
  };
  const owner = await createCustomer(stack, adminAuth, 'burst-owner');
  const paid = await holdStayAs(stack, owner, stay);
  await payOnTestPage(stack, paid.bookingId);
  const confirmable = await holdStayAs(stack, owner, {
    ...stay,
    arrival: addDays(arrival, 3),
    departure: addDays(arrival, 5),
  });
  await payOnTestPage(stack, confirmable.bookingId);
  const awaitingPayment = await holdStayAs(stack, owner, {
    ...stay,
    arrival: addDays(arrival, 6),
    departure: addDays(arrival, 8),
  });
  // A change of dates of a booking that is not there: each admitted call is refused after its count.
  const moveTo = { ...stay, bookingId: 'no-such-booking' };
  const message = await db.collection(COLLECTIONS.contactMessages).limit(1).get();
  const [availability] = await db.getAll(db.doc(`${COLLECTIONS.settings}/availability`));
  return [
    {
      name: 'submitContactMessage',
      limit: RATE_LIMITS.submitContactMessage.max,
      call: callable(stack, 'submitContactMessage', (n) => ({
        name: 'Burst Test',
        email: `burst-${n}@example.com`,
        topic: 'Bookings',
        message: `Question ${n} about a weekend at Bouddi.`,
      })),
      caller: guest,
    },
    {
      name: 'reportClientError',
      limit: RATE_LIMITS.reportClientError.max,
      call: callable(stack, 'reportClientError', (n) => ({ message: `Burst ${n}`, path: '/' })),
      caller: guest,
    },
    {
      name: 'reportCspViolation (HTTP)',
      limit: RATE_LIMITS.reportClientError.max,
      call: (caller, n) =>
        post(
          `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/reportCspViolation`,
          JSON.stringify({
            'csp-report': {
              'document-uri': 'http://127.0.0.1/',
              'blocked-uri': `https://burst.example/${n}.js`,
              'violated-directive': 'script-src',
            },
          }),
          headersOf(caller, 'application/csp-report'),
        ),
      caller: guest,
    },
    {
      name: 'quoteBooking',
      limit: RATE_LIMITS.quoteBooking.burst.max,
      call: callable(stack, 'quoteBooking', () => ({ ...stay, addOns: [], guests: 2 })),
      caller: guest,
    },
    {
      name: 'startCheckout',
      limit: RATE_LIMITS.startCheckout.max,
      call: callable(stack, 'startCheckout', (n) => {
        const from = plainArrival(today, 220 + (n % 30) * 3);
        const choice = { ...stay, arrival: from, departure: addDays(from, 2), addOns: [] };
        return {
          ...choice,
          guests: 2,
          phone: '0412 345 678',
          termsAccepted: true,
          idempotencyKey: randomUUID(),
          expectedTotalCents: shownTotalCents(choice),
        };
      }),
      caller: customer,
    },
    {
      name: 'resumeCheckout',
      limit: RATE_LIMITS.resumeCheckout.max,
      call: callable(stack, 'resumeCheckout', (n) => ({ bookingId: target(n, awaitingPayment) })),
      caller: async () => owner,
    },
    {
      name: 'previewCancellation',
      limit: RATE_LIMITS.previewCancellation.max,
      call: callable(stack, 'previewCancellation', (n) => ({ bookingId: target(n, paid) })),
      caller: async () => owner,
    },
    {
      name: 'cancelBooking',
      limit: RATE_LIMITS.cancelBooking.max,
      call: callable(stack, 'cancelBooking', (n) => ({ bookingId: target(n, paid) })),
      caller: async () => owner,
    },
    {
      name: 'quoteDateChange',
      limit: RATE_LIMITS.quoteDateChange.burst.max,
      call: callable(stack, 'quoteDateChange', () => ({ ...moveTo, addOns: [], guests: 2 })),
      caller: customer,
    },
    {
      name: 'changeBookingDates',
      limit: RATE_LIMITS.changeBookingDates.max,
      call: callable(stack, 'changeBookingDates', () => ({
        ...moveTo,
        addOns: [],
        guests: 2,
        expectedDifferenceCents: 0,
        idempotencyKey: randomUUID(),
      })),
      caller: customer,
    },
    {
      name: 'chooseClosureOption',
      limit: RATE_LIMITS.chooseClosureOption.max,
      // No closure reached the booking: each admitted call is refused after its count.
      call: callable(stack, 'chooseClosureOption', (n) => ({
        bookingId: target(n, paid),
        choice: { kind: 'credit' },
      })),
      caller: async () => owner,
    },
    {
      name: 'submitReview',
      limit: RATE_LIMITS.submitReview.max,
      // The stay is not over: each admitted call is refused by the rules, after the limit counted it.
      call: callable(stack, 'submitReview', (n) => ({
        bookingId: target(n, paid),
        rating: 5,
        text: `Review ${n}`,
      })),
      caller: async () => owner,
    },
    // A free stay: each admitted join is refused (book it now), after the limit counted it.
    {
      name: 'joinWaitlist',
      limit: RATE_LIMITS.joinWaitlist.max,
      call: callable(stack, 'joinWaitlist', () => ({ ...stay, guests: 2 })),
      caller: customer,
    },
    {
      name: 'leaveWaitlist',
      limit: RATE_LIMITS.leaveWaitlist.max,
      call: callable(stack, 'leaveWaitlist', () => ({ requestId: 'no-x-0' })),
      caller: customer,
    },
    {
      name: 'deleteMyAccount',
      limit: RATE_LIMITS.deleteMyAccount.max,
      call: callable(stack, 'deleteMyAccount', () => ({ confirm: true })),
      caller: customer,
    },
    staffCall('staffMarkMessage', (n) => ({ messageId: message.docs[0]!.id, read: n % 2 === 0 })),
    staffCall('staffSetKitCount', () => ({ packageId: 'essentials', kitCount: 6 })),
    staffCall('staffSaveAvailability', () => ({
      crewSetUpsPerDay: 4,
      crewPackDownsPerDay: 4,
      minStayNights: 2,
      ...availability!.data(),
    })),
    staffCall('staffSavePricing', () => PRICING_SETTINGS),
    staffCall('staffSaveCatalogueEntry', () => ({
      kind: 'addOn',
      isNew: false,
      entry: ADD_ONS[0],
    })),
    staffCall('staffModerateReview', (n) => ({
      bookingId: target(n, paid),
      decision: n % 2 === 0 ? 'publish' : 'hide',
    })),
    staffCall('staffResendMail', () => ({ mailId: 'no-such-mail' })),
    staffCall('staffQuoteDateChange', () => ({ ...moveTo, addOns: [], guests: 2 })),
    staffCall('staffChangeBookingDates', () => ({
      ...moveTo,
      addOns: [],
      guests: 2,
      expectedDifferenceCents: 0,
      idempotencyKey: randomUUID(),
      reason: 'Burst test.',
    })),
    // A closure of a campground that is not there: each admitted call is refused, nothing closed.
    staffCall('staffCloseCampgrounds', () => ({
      locationIds: ['no-such-campground'],
      firstNight: stay.arrival,
      lastNight: stay.departure,
      reason: 'Burst test.',
      idempotencyKey: randomUUID(),
    })),
    staffCall('staffChooseClosureOption', (n) => ({
      bookingId: target(n, paid),
      choice: { kind: 'refund' },
      reason: 'Burst test.',
    })),
    staffCall('staffLiftClosure', () => ({ closureId: 'no-such-closure', reason: 'Burst test.' })),
    staffCall('staffUpdateBooking', (n) => ({
      bookingId: target(n, confirmable),
      action: 'confirm',
      reason: '',
    })),
  ];
}
