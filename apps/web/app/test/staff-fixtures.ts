import type { QueryClient } from '@tanstack/react-query';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { StaffVoucherRow } from '@camping/domain/vouchers/staff-vouchers';
import { addOnsQuery, locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { testQueryClient } from './render.tsx';

// Test data the staff pages' tests share: a booking as Firestore holds it, a voucher as the staff
// list gets it, and a query cache that has the catalogue (the names staff read instead of ids).

const at = '2026-11-21T03:00:00.000Z';

export function testBooking(id: string, fields: Partial<Booking> = {}): Booking {
  return {
    id,
    userId: 'casey',
    locationId: 'royal-bonnie-vale',
    packageId: 'essentials',
    addOns: [],
    arrival: '2026-12-04' as IsoDate,
    departure: '2026-12-06' as IsoDate,
    guests: 2,
    status: 'requested',
    totalCents: 29_800,
    gstCents: 2_709,
    currency: 'AUD',
    email: 'casey@example.com',
    phone: '+61412345678',
    payment: {
      method: 'test',
      checkoutSessionId: `cs_${id}`,
      paymentUrl: 'http://pay.example',
      paidCents: 29_800,
      refundedCents: 0,
    },
    createdAt: at,
    updatedAt: at,
    history: [
      { status: 'pending_payment', at, by: 'casey' },
      { status: 'requested', at: '2026-11-21T03:05:00.000Z', by: 'system' },
    ],
    ...fields,
  };
}

export function catalogueQueryClient(): QueryClient {
  return testQueryClient([
    [locationsQuery.queryKey, LOCATIONS],
    [packagesQuery.queryKey, CAMPING_PACKAGES],
    [addOnsQuery.queryKey, ADD_ONS],
  ]);
}

/** A gift voucher as the staff list gets it: code masked, bought by Casey for Robin, half spent. */
export function testVoucherRow(
  orderId: string,
  fields: Partial<StaffVoucherRow> = {},
): StaffVoucherRow {
  return {
    code: '••••-••••-••••-PQRS',
    orderId,
    kind: 'gift',
    ownerUid: null,
    buyer: { uid: 'casey', name: 'Casey Jones', email: 'casey@example.com' },
    recipient: { name: 'Robin Lee', email: 'robin@example.com' },
    amountCents: 20_000,
    balanceCents: 12_500,
    expiresOn: '2029-11-26' as IsoDate,
    status: 'active',
    voidedAt: null,
    sentAt: '2026-11-26T01:00:00.000Z',
    sendOn: '2026-11-26' as IsoDate,
    refundDueCents: 0,
    createdAt: '2026-11-26T00:00:00.000Z',
    ...fields,
  };
}
