import { describe, expect, it } from 'vitest';
import {
  availabilitySettingsDocumentSchema,
  bookingDocumentSchema,
  clientErrorDocumentSchema,
  contactMessageDocumentSchema,
  locationDocumentSchema,
  mailDocumentSchema,
  kitMonthDocumentSchema,
} from './documents.ts';
import { serverTimestampSchema } from './server-timestamp.ts';

/** Shaped like the Timestamp of the admin and web SDKs, which this package may not import. */
class FakeTimestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  constructor(seconds: number, nanoseconds: number) {
    this.seconds = seconds;
    this.nanoseconds = nanoseconds;
  }
  toDate() {
    return new Date(this.toMillis());
  }
  toMillis() {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }
}
const createdAt = new FakeTimestamp(1_795_230_000, 500_000_000);

describe('serverTimestampSchema', () => {
  it('passes a Firestore Timestamp through unchanged', () => {
    expect(serverTimestampSchema.parse(createdAt)).toBe(createdAt);
  });

  it.each([
    ['an ISO string', '2026-11-21T03:00:00.000Z'],
    ['a Date', new Date()],
    ['plain seconds and nanoseconds', { seconds: 1, nanoseconds: 0 }],
    ['null (a pending server timestamp)', null],
  ])('refuses %s', (_what, value) => {
    expect(serverTimestampSchema.safeParse(value).success).toBe(false);
  });
});

describe('kitMonthDocumentSchema', () => {
  it('accepts the kits in use on the nights of a month', () => {
    const month = { month: '2026-12', kitsInUse: { '2026-12-01': 2, '2026-12-02': 0 } };
    expect(kitMonthDocumentSchema.parse(month)).toEqual(month);
  });

  it.each([
    { month: '2026-13', kitsInUse: {} },
    { month: '2026-12', kitsInUse: { '2026-02-30': 1 } },
    { month: '2026-12', kitsInUse: { '2026-12-01': -1 } },
    { month: '2026-12', kitsInUse: { '2026-12-01': 1.5 } },
    { month: '2026-12' },
  ])('refuses %o', (document) => {
    expect(kitMonthDocumentSchema.safeParse(document).success).toBe(false);
  });
});

describe('availabilitySettingsDocumentSchema', () => {
  const settings = {
    minNoticeDays: 3,
    horizonDays: 365,
    blackouts: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Crew Christmas break' }],
  };

  it('accepts the settings the seed writes', () => {
    expect(availabilitySettingsDocumentSchema.parse(settings)).toEqual(settings);
    expect(availabilitySettingsDocumentSchema.parse({ ...settings, minNoticeDays: 0 })).toEqual({
      ...settings,
      minNoticeDays: 0,
    });
  });

  it('refuses a backwards blackout, no horizon and missing fields', () => {
    const backwards = { ...settings, blackouts: [{ from: '2026-12-26', to: '2026-12-24' }] };
    expect(availabilitySettingsDocumentSchema.safeParse(backwards).error?.issues[0]).toMatchObject({
      path: ['blackouts', 0, 'to'],
    });
    expect(
      availabilitySettingsDocumentSchema.safeParse({ ...settings, horizonDays: 0 }).success,
    ).toBe(false);
    expect(availabilitySettingsDocumentSchema.safeParse({ minNoticeDays: 3 }).success).toBe(false);
  });
});

describe('catalogue documents', () => {
  it('are the entities without their id, which is the document id', () => {
    const location = {
      name: 'Putty Beach, Bouddi National Park',
      region: 'Central Coast',
      summary: 'Beachfront camping.',
      description: 'A grassy campground a few steps from the surf.',
      driveMinutes: 85,
      coordinates: { lat: -33.52, lng: 151.37 },
      facilities: ['Toilets'],
      packageIds: ['essentials'],
      image: { src: '/images/locations/bouddi-putty-beach.svg', alt: 'Tents behind the dunes' },
    };
    expect(locationDocumentSchema.parse(location)).toEqual({ ...location, closures: [] });
    expect(locationDocumentSchema.shape).not.toHaveProperty('id');
  });
});

describe('bookingDocumentSchema', () => {
  const booking = {
    userId: 'uid-1',
    locationId: 'bouddi-putty-beach',
    packageId: 'essentials',
    addOns: [],
    arrival: '2026-12-04',
    departure: '2026-12-06',
    guests: 2,
    status: 'requested',
    totalCents: 42_800,
    gstCents: 3_891,
    currency: 'AUD',
    createdAt: '2026-11-21T03:00:00.000Z',
    updatedAt: '2026-11-21T03:00:00.000Z',
    history: [{ status: 'requested', at: '2026-11-21T03:00:00.000Z', by: 'uid-1' }],
  };

  it('accepts a booking without its id', () => {
    expect(bookingDocumentSchema.parse(booking)).toEqual(booking);
  });

  it('still needs departure after arrival', () => {
    const result = bookingDocumentSchema.safeParse({ ...booking, departure: '2026-12-04' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['departure'],
      message: 'Departure must be after arrival.',
    });
  });
});

describe('mailDocumentSchema', () => {
  const mail = {
    to: 'jo@example.com',
    replyTo: 'bookings@completecamping.com.au',
    message: { subject: 'We have your message', text: 'Hi Jo,', html: '<p>Hi Jo,</p>' },
    contactMessageId: 'm1',
  };

  it('accepts a mail in the Trigger Email shape, with or without attachments', () => {
    expect(mailDocumentSchema.parse(mail)).toEqual(mail);
    const withInvoice = {
      to: 'jo@example.com',
      message: {
        ...mail.message,
        attachments: [{ filename: 'invoice.txt', content: 'SW52b2ljZQ==', encoding: 'base64' }],
      },
    };
    expect(mailDocumentSchema.parse(withInvoice)).toEqual(withInvoice);
  });

  it('leaves out what the extension writes back', () => {
    expect(mailDocumentSchema.parse({ ...mail, delivery: { state: 'SUCCESS' } })).toEqual(mail);
  });

  it('needs a recipient and a subject', () => {
    expect(mailDocumentSchema.safeParse({ ...mail, to: 'nobody' }).success).toBe(false);
    expect(
      mailDocumentSchema.safeParse({ ...mail, message: { ...mail.message, subject: '' } }).success,
    ).toBe(false);
  });
});

describe('contactMessageDocumentSchema', () => {
  const stored = {
    name: 'Jo Camper',
    email: 'jo@example.com',
    topic: 'Bookings',
    message: 'Can we bring our dog to Bouddi?',
    uid: null,
    createdAt,
  };

  it('accepts a message as submitContactMessage stores it, from a guest or a customer', () => {
    expect(contactMessageDocumentSchema.parse(stored)).toEqual(stored);
    expect(contactMessageDocumentSchema.parse({ ...stored, uid: 'uid-1' }).uid).toBe('uid-1');
  });

  it('needs the server timestamp and the sender, even when there is none', () => {
    expect(contactMessageDocumentSchema.safeParse({ ...stored, createdAt: null }).success).toBe(
      false,
    );
    expect(contactMessageDocumentSchema.safeParse({ ...stored, uid: undefined }).success).toBe(
      false,
    );
  });
});

describe('clientErrorDocumentSchema', () => {
  it('accepts a report as reportClientError stores it', () => {
    const stored = { message: 'TypeError', path: '/pricing', uid: null, createdAt };
    expect(clientErrorDocumentSchema.parse(stored)).toEqual(stored);
    expect(clientErrorDocumentSchema.safeParse({ ...stored, createdAt: 'now' }).success).toBe(
      false,
    );
  });
});
