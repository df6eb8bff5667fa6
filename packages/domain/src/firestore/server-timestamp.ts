import { z } from '../zod.ts';

/**
 * A time Firestore set on the server: written as `FieldValue.serverTimestamp()`, read back as a
 * Firestore `Timestamp`. This package may not import firebase, so the schema is duck-typed: it accepts
 * any object with numeric `seconds` and `nanoseconds` and a `toDate()` method (the admin SDK's, the
 * web SDK's and Firestore Lite's `Timestamp` all are) and passes it through unchanged.
 */
export interface StoredTimestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  toDate(): Date;
  toMillis(): number;
}

function isStoredTimestamp(value: unknown): value is StoredTimestamp {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof StoredTimestamp, unknown>>;
  return (
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number' &&
    typeof candidate.toDate === 'function' &&
    typeof candidate.toMillis === 'function'
  );
}

export const serverTimestampSchema = z.custom<StoredTimestamp>(isStoredTimestamp, {
  message: 'Expected a time set by Firestore (a Timestamp).',
});
