import type { RateLimitDocument } from '@camping/domain/firestore/documents';
import { rateLimitDoc } from '@camping/domain/firestore/paths';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { createHash } from 'node:crypto';

/** At most `max` calls per caller in each fixed window of `windowSeconds`. */
export interface RateLimit {
  /** Names the limit; with the caller it makes the bucket's id. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The first sentence of the answer once the limit is reached, e.g. "Too many messages from you." */
  tooMany: string;
}

/**
 * Who is calling, for rate limits: the verified uid, else the client's IP address as Google's front
 * end saw it. That front end appends the address it received the request from to X-Forwarded-For, so
 * only the last entry is its word; whatever comes before it the client may have written itself. (Express's
 * `ip` with `trust proxy`, as Cloud Run and the emulator set it, is the first entry: the client's choice.)
 */
export function callerOf(request: Pick<CallableRequest, 'auth' | 'rawRequest'>): string {
  if (request.auth) return `uid:${request.auth.uid}`;
  const raw = request.rawRequest as { ip?: string; headers?: Record<string, unknown> } | undefined;
  const forwarded = raw?.headers?.['x-forwarded-for'];
  const lastHop = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return `ip:${lastHop || raw?.ip || 'unknown'}`;
}

/** The bucket's document id: a hash, so the stored id names no person, address or uid. */
export function bucketId(name: string, key: string): string {
  return createHash('sha256').update(`${name}\n${key}`).digest('base64url');
}

/** "Try again in 12 minutes.", rounded up, in hours when it is more than two. */
export function tryAgainIn(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  if (minutes <= 120) return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const hours = Math.ceil(minutes / 60);
  return `Try again in ${hours} hours.`;
}

export type Taken = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one call against a fixed window, inside the caller's transaction: reads the bucket and
 * writes it back (a new window when the last one has ended). Reads come before writes in a
 * transaction, so call this before the transaction writes anything else. Nothing is written when the
 * limit is reached.
 */
export async function takeFromBucket(
  db: Firestore,
  transaction: Transaction,
  limit: Pick<RateLimit, 'name' | 'max' | 'windowSeconds'>,
  key: string,
  nowMs: number,
): Promise<Taken> {
  const ref = db.doc(rateLimitDoc(bucketId(limit.name, key)));
  const snapshot = await transaction.get(ref);
  const current = snapshot.data() as RateLimitDocument | undefined;
  const windowMs = limit.windowSeconds * 1000;
  if (current && current.expiresAt.toMillis() > nowMs) {
    if (current.count >= limit.max) {
      return { allowed: false, retryAfterMs: current.expiresAt.toMillis() - nowMs };
    }
    transaction.update(ref, { count: current.count + 1 });
    return { allowed: true };
  }
  transaction.set(ref, {
    name: limit.name,
    count: 1,
    windowStart: Timestamp.fromMillis(nowMs),
    expiresAt: Timestamp.fromMillis(nowMs + windowMs),
  } satisfies RateLimitDocument);
  return { allowed: true };
}

/** Counts one call of `key` and answers `resource-exhausted`, saying when to try again, past the limit. */
export async function enforceRateLimit(
  db: Firestore,
  limit: RateLimit,
  key: string,
  nowMs = Date.now(),
): Promise<void> {
  const taken = await db.runTransaction((transaction) =>
    takeFromBucket(db, transaction, limit, key, nowMs),
  );
  if (!taken.allowed) {
    throw new HttpsError(
      'resource-exhausted',
      `${limit.tooMany} ${tryAgainIn(taken.retryAfterMs)}`,
      {
        reason: 'rate-limited',
        retryAfterSeconds: Math.ceil(taken.retryAfterMs / 1000),
      },
    );
  }
}
