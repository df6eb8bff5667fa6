import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { HOST, PROFILES } from '@camping/stack/profiles';

// What the browser tests read and reset in the test stack's Firestore emulator, over its REST API.
// "owner" is the emulator's admin token: clients may not read these collections.

export const DOCUMENTS = `http://${HOST}:${PROFILES.test.ports.firestore}/v1/projects/${PROFILES.test.projectId}/databases/(default)/documents`;
export const OWNER = { Authorization: 'Bearer owner' };

async function listDocuments(collection: string) {
  const response = await fetch(`${DOCUMENTS}/${collection}?pageSize=300`, { headers: OWNER });
  const { documents = [] } = (await response.json()) as {
    documents?: { name: string; fields: Record<string, { stringValue?: string }> }[];
  };
  return documents;
}

/** Sets how many of a package's kits are in use on a night, as bookings would leave them. */
export async function setKitsInUse(packageId: string, night: string, kits: number): Promise<void> {
  const month = night.slice(0, 7);
  // Only this night's entry of the month's document changes (the update mask names it).
  const onlyThisNight = `updateMask.fieldPaths=${encodeURIComponent(`kitsInUse.\`${night}\``)}&updateMask.fieldPaths=month`;
  const response = await fetch(
    `${DOCUMENTS}/packages/${packageId}/kitMonths/${month}?${onlyThisNight}`,
    {
      method: 'PATCH',
      headers: { ...OWNER, 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: {
          month: { stringValue: month },
          kitsInUse: { mapValue: { fields: { [night]: { integerValue: String(kits) } } } },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`Could not set the kits of ${night}: ${await response.text()}`);
}

/** Makes a hold awaiting payment due to expire: its time ran out a moment ago. */
export async function runOutHold(bookingId: string): Promise<void> {
  const response = await fetch(
    `${DOCUMENTS}/bookings/${bookingId}?updateMask.fieldPaths=holdExpiresAt`,
    {
      method: 'PATCH',
      headers: { ...OWNER, 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: { holdExpiresAt: { stringValue: new Date(Date.now() - 1000).toISOString() } },
      }),
    },
  );
  if (!response.ok) throw new Error(`Could not run out ${bookingId}: ${await response.text()}`);
}

/** A booking's status as stored. */
export async function bookingStatus(bookingId: string): Promise<string | undefined> {
  const response = await fetch(`${DOCUMENTS}/bookings/${bookingId}`, { headers: OWNER });
  const { fields } = (await response.json()) as { fields?: { status?: { stringValue?: string } } };
  return fields?.status?.stringValue;
}

/** Whether a document exists, e.g. an e-mail in the outbox (`mail/{id}`). */
export async function documentExists(path: string): Promise<boolean> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  return response.ok;
}

/** The documents of a collection where one field passes a filter (a query of the REST API). */
async function documentsWhere<Fields>(
  collectionId: string,
  field: string,
  op: 'EQUAL' | 'IN',
  value: unknown,
): Promise<{ name: string; fields: Fields }[]> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: { fieldFilter: { field: { fieldPath: field }, op, value } },
      },
    }),
  });
  const rows = (await response.json()) as { document?: { name: string; fields: Fields } }[];
  return rows.flatMap(({ document }) => (document ? [document] : []));
}

/**
 * Deletes the windows of one rate limit (`name`, as in apps/functions/src/shared/limits.ts, and its
 * burst window), whoever they count. Every browser test calls from 127.0.0.1, so earlier tests'
 * calls count against the same caller's hourly limits (docs/decisions/0007-abuse-limits.md). Only
 * that limit's: the integration tests running beside the browser tests count windows of their own.
 */
export async function clearRateLimit(name: string): Promise<void> {
  const windows = await documentsWhere('rateLimits', 'name', 'IN', {
    arrayValue: { values: [{ stringValue: name }, { stringValue: `${name}:burst` }] },
  });
  await Promise.all(
    windows.map((window) =>
      fetch(`${DOCUMENTS}/${window.name.split('/documents/')[1]}`, {
        method: 'DELETE',
        headers: OWNER,
      }),
    ),
  );
}

/** The message and path of every stored client error report. */
export async function clientErrorReports(): Promise<{ message?: string; path?: string }[]> {
  return (await listDocuments('clientErrors')).map(({ fields }) => ({
    message: fields.message?.stringValue,
    path: fields.path?.stringValue,
  }));
}

/** The e-mails queued for a booking, as the outbox (`mail`) holds them. */
export async function mailSubjectsFor(bookingId: string): Promise<string[]> {
  const mails = await documentsWhere<{
    message: { mapValue: { fields: { subject: { stringValue: string } } } };
  }>('mail', 'bookingId', 'EQUAL', { stringValue: bookingId });
  return mails.map(({ fields }) => fields.message.mapValue.fields.subject.stringValue);
}

/** The blackout periods stored in `settings/availability`, by their first night. */
export async function storedBlackoutStarts(): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}/settings/availability`, {
    headers: OWNER,
  });
  const { fields } = (await response.json()) as {
    fields: {
      blackouts: {
        arrayValue: { values?: { mapValue: { fields: { from: { stringValue: string } } } }[] };
      };
    };
  };
  return (fields.blackouts.arrayValue.values ?? []).map(
    (range) => range.mapValue.fields.from.stringValue,
  );
}

/**
 * A gift voucher bought by `buyerEmail` and e-mailed already, half spent, as the gift purchase
 * stores it (`vouchers/{code}`), for the staff's vouchers page to find.
 */
export async function seedGiftVoucher(code: string, buyerEmail: string): Promise<void> {
  const text = (value: string) => ({ stringValue: value });
  const today = todayInSydney();
  const fields = {
    kind: text('gift'),
    amountCents: { integerValue: '10000' },
    balanceCents: { integerValue: '6000' },
    currency: text('AUD'),
    expiresOn: text(addDays(today, 1000)),
    ownerUid: { nullValue: null },
    createdAt: text(new Date().toISOString()),
    gift: {
      mapValue: {
        fields: {
          orderId: text(`order-${code}`),
          buyerUid: text(`buyer-${code}`),
          buyerName: text('Casey Jones'),
          buyerEmail: text(buyerEmail),
          recipientName: text('Robin Lee'),
          recipientEmail: text(`robin-${code.toLowerCase()}@example.com`),
          message: text('Happy birthday.'),
          sendOn: text(today),
          sentAt: text(new Date().toISOString()),
          paymentIntentId: text(`pi_local_gift_${code}`),
        },
      },
    },
  };
  const response = await fetch(`${DOCUMENTS}/vouchers/${code}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status}.`);
}
