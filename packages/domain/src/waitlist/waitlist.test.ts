import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '../dates/calendar.ts';
import { waitlistDocumentSchema } from '../firestore/documents.ts';
import {
  joinWaitlistRequestSchema,
  leaveWaitlistRequestSchema,
  sameStay,
  waitlistMailId,
  waitlistSlotIds,
} from './waitlist.ts';

const stay = {
  locationId: 'bouddi-national-park',
  packageId: 'classic',
  arrival: d('2026-12-04'),
  departure: d('2026-12-06'),
  guests: 2,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('joinWaitlistRequestSchema', () => {
  it('accepts a campground, package, dates and guests', () => {
    expect(joinWaitlistRequestSchema.parse(stay)).toEqual(stay);
  });
  it('refuses add-ons, a departure on the arrival day and too many guests with sentences', () => {
    expect(joinWaitlistRequestSchema.safeParse({ ...stay, addOns: [] }).success).toBe(false);
    expect(
      messages(joinWaitlistRequestSchema.safeParse({ ...stay, departure: '2026-12-04' })),
    ).toEqual(['Choose a departure date after your arrival date.']);
    expect(messages(joinWaitlistRequestSchema.safeParse({ ...stay, guests: 21 }))).toEqual([
      'Bookings are for up to 20 guests.',
    ]);
  });
});

describe('leaveWaitlistRequestSchema', () => {
  it('takes one request id and nothing else', () => {
    expect(leaveWaitlistRequestSchema.parse({ requestId: 'abc-0' })).toEqual({
      requestId: 'abc-0',
    });
    expect(messages(leaveWaitlistRequestSchema.safeParse({ requestId: '../x' }))).toEqual([
      'That is not one of your requests.',
    ]);
  });
});

describe('the slots and mail ids', () => {
  it('gives each customer five request ids and each telling its own mail id', () => {
    expect(waitlistSlotIds('u1')).toEqual(['u1-0', 'u1-1', 'u1-2', 'u1-3', 'u1-4']);
    expect(waitlistMailId('u1-3', 2)).toBe('waitlist-u1-3-2');
  });
  it('compares stays by campground, package, dates and guests', () => {
    expect(sameStay(stay, { ...stay })).toBe(true);
    expect(sameStay(stay, { ...stay, guests: 3 })).toBe(false);
  });
});

describe('waitlistDocumentSchema', () => {
  const time = { seconds: 1, nanoseconds: 0, toDate: () => new Date(1000), toMillis: () => 1000 };
  const stored = {
    ...stay,
    userId: 'u1',
    email: 'casey@example.com',
    createdAt: time,
    state: 'waiting',
    toldAt: null,
    timesTold: 0,
    unsubscribeToken: '0123456789abcdef0123456789abcdef',
  };
  it('accepts a stored request and refuses a short token', () => {
    expect(waitlistDocumentSchema.parse(stored)).toEqual(stored);
    expect(waitlistDocumentSchema.safeParse({ ...stored, unsubscribeToken: 'abc' }).success).toBe(
      false,
    );
  });
});
