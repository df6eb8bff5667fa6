import type { CallableName } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import {
  AVAILABILITY_SETTINGS_DOC,
  bookingDoc,
  COLLECTIONS,
  kitMonthDoc,
  voucherDoc,
} from '@camping/domain/firestore/paths';
import { HOST, PROFILES } from '@camping/stack/profiles';

// What the browser tests write, read and reset in the test stack's Firestore emulator, over its
// REST API, at the domain's paths. "owner" is the emulator's admin token: it reads and writes past
// the security rules, as the Admin SDK does.

const DOCUMENTS = `http://${HOST}:${PROFILES.test.ports.firestore}/v1/projects/${PROFILES.test.projectId}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };
const OWNER_WRITING = { ...OWNER, 'content-type': 'application/json' };

type FirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields: Record<string, FirestoreValue> } };

/** A plain value in the Firestore REST API's typed form. */
function toValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) {
    return { arrayValue: value.length ? { values: value.map(toValue) } : {} };
  }
  return { mapValue: { fields: toFields(value as object) } };
}

/** A plain object as the fields of a document of the Firestore REST API. */
function toFields(document: object): Record<string, FirestoreValue> {
  return Object.fromEntries(Object.entries(document).map(([key, item]) => [key, toValue(item)]));
}

/** Writes a whole document (`collection/id`), past the security rules, as the Admin SDK would. */
export async function writeDocument(path: string, data: object): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/${path}`, {
    method: 'PATCH',
    headers: OWNER_WRITING,
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!response.ok) throw new Error(`Could not write ${path}: ${await response.text()}`);
}

/** A document's fields as stored, or null when there is none. */
export async function readDocument(
  path: string,
): Promise<Record<string, { stringValue?: string }> | null> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  return ((await response.json()) as { fields: Record<string, { stringValue?: string }> }).fields;
}

/** Deletes a document, if it is there. */
export async function deleteDocument(path: string): Promise<void> {
  await fetch(`${DOCUMENTS}/${path}`, { method: 'DELETE', headers: OWNER });
}

/** The documents of a collection (its first 300), with their fields as stored. */
export async function listDocuments(collection: string) {
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
  const response = await fetch(`${DOCUMENTS}/${kitMonthDoc(packageId, month)}?${onlyThisNight}`, {
    method: 'PATCH',
    headers: OWNER_WRITING,
    body: JSON.stringify({
      fields: {
        month: { stringValue: month },
        kitsInUse: { mapValue: { fields: { [night]: { integerValue: String(kits) } } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`Could not set the kits of ${night}: ${await response.text()}`);
}

/** Makes a hold awaiting payment due to expire: its time ran out a moment ago. */
export async function runOutHold(bookingId: string): Promise<void> {
  const response = await fetch(
    `${DOCUMENTS}/${bookingDoc(bookingId)}?updateMask.fieldPaths=holdExpiresAt`,
    {
      method: 'PATCH',
      headers: OWNER_WRITING,
      body: JSON.stringify({
        fields: { holdExpiresAt: { stringValue: new Date(Date.now() - 1000).toISOString() } },
      }),
    },
  );
  if (!response.ok) throw new Error(`Could not run out ${bookingId}: ${await response.text()}`);
}

/** A booking's status as stored. */
export async function bookingStatus(bookingId: string): Promise<string | undefined> {
  return (await readDocument(bookingDoc(bookingId)))?.status?.stringValue;
}

/** Whether a document exists, e.g. an e-mail in the outbox (`mail/{id}`). */
export async function documentExists(path: string): Promise<boolean> {
  return (await readDocument(path)) !== null;
}

/** The documents of a collection where one field passes a filter (a query of the REST API). */
export async function documentsWhere<Fields>(
  collectionId: string,
  field: string,
  op: 'EQUAL' | 'IN',
  value: unknown,
): Promise<{ name: string; fields: Fields }[]> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: OWNER_WRITING,
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
 * Deletes the windows of a callable's rate limit (`name`, as apps/functions/src/shared/limits.ts
 * names it, and its burst window), whoever they count. Every browser test calls from 127.0.0.1, so
 * earlier tests' calls count against the same caller's hourly limits
 * (docs/decisions/0007-abuse-limits.md). Only that limit's: the integration tests running beside
 * the browser tests count windows of their own.
 */
export async function clearRateLimit(name: CallableName): Promise<void> {
  const windows = await documentsWhere(COLLECTIONS.rateLimits, 'name', 'IN', {
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
  return (await listDocuments(COLLECTIONS.clientErrors)).map(({ fields }) => ({
    message: fields.message?.stringValue,
    path: fields.path?.stringValue,
  }));
}

/** The e-mails queued for a booking, as the outbox (`mail`) holds them. */
export async function mailSubjectsFor(bookingId: string): Promise<string[]> {
  const mails = await documentsWhere<{
    message: { mapValue: { fields: { subject: { stringValue: string } } } };
  }>(COLLECTIONS.mail, 'bookingId', 'EQUAL', { stringValue: bookingId });
  return mails.map(({ fields }) => fields.message.mapValue.fields.subject.stringValue);
}

/** The blackout periods stored in `settings/availability`, by their first night. */
export async function storedBlackoutStarts(): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}/${AVAILABILITY_SETTINGS_DOC}`, { headers: OWNER });
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
  const today = todayInSydney();
  await writeDocument(voucherDoc(code), {
    kind: 'gift',
    amountCents: 10_000,
    balanceCents: 6_000,
    currency: 'AUD',
    expiresOn: addDays(today, 1000),
    ownerUid: null,
    createdAt: new Date().toISOString(),
    gift: {
      orderId: `order-${code}`,
      buyerUid: `buyer-${code}`,
      buyerName: 'Casey Jones',
      buyerEmail,
      recipientName: 'Robin Lee',
      recipientEmail: `robin-${code.toLowerCase()}@example.com`,
      message: 'Happy birthday.',
      sendOn: today,
      sentAt: new Date().toISOString(),
      paymentIntentId: `pi_local_gift_${code}`,
    },
  });
}
