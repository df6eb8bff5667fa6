import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { RateLimitDocument } from '@camping/domain/firestore/documents';
import { rateLimitDoc } from '@camping/domain/firestore/paths';
import { FullWindows } from './full-windows.ts';

/** At most `max` calls per caller in a fixed window of `windowSeconds`. */
export interface RateWindow {
  /** Names the window; with the caller it makes the id of its documents. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * A limit of calls per caller: one window (say an hour), and optionally a shorter one (`burst`, say a
 * minute) that a burst of calls fills first, so that only a few of them do the work.
 */
export interface RateLimit extends RateWindow {
  burst?: Omit<RateWindow, 'name'>;
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
 * Each window document counts at most this many admitted calls: about one write a minute in an
 * hourly window, far inside Firestore's sustained one write per second per document. A limit above
 * it is split over several documents (shards), each with its own share of the limit, so their sum is
 * exactly the limit and admitted calls racing on different shards can never admit one too many.
 */
export const CALLS_PER_SHARD = 60;

/** The shares of `max` that the shards of one window admit: as equal as whole numbers allow. */
export function shardQuotas(max: number): number[] {
  const shards = Math.max(1, Math.ceil(max / CALLS_PER_SHARD));
  return Array.from(
    { length: shards },
    (_, shard) => Math.floor(max / shards) + (shard < max % shards ? 1 : 0),
  );
}

/**
 * The ids of a caller's window documents under a limit: one per shard. Each shard keeps its own
 * fixed window, which starts with the first call it admits (as a single window would).
 */
export function windowDocIds(limit: Pick<RateWindow, 'name' | 'max'>, key: string): string[] {
  const bucket = bucketId(limit.name, key);
  return shardQuotas(limit.max).map((_, shard) => `${bucket}-${shard}`);
}

/** gRPC codes of a write that lost a race: the shard was counted, or created, since it was read. */
const LOST_RACE = new Set([6, 9, 10]);
/** Rounds of losing before a call is refused as part of a burst (each round is one batched read). */
const MAX_ROUNDS = 8;

/** The windows of a limit: its own, and its burst window if it has one. */
export function windowsOf(limit: RateLimit | RateWindow): RateWindow[] {
  const { name, max, windowSeconds } = limit;
  const burst = 'burst' in limit ? limit.burst : undefined;
  return [{ name, max, windowSeconds }, ...(burst ? [{ name: `${name}:burst`, ...burst }] : [])];
}

/** Callers this instance found over a limit; about 100 bytes an entry. */
const fullWindows = new FullWindows(10_000);
const fullKey = (limit: RateWindow, key: string) => `${limit.name}\n${key}`;

/** A window's documents as read: each with its share of the limit and its count now. */
async function readWindows(
  db: Firestore,
  windows: readonly RateWindow[],
  key: string,
  nowMs: number,
) {
  const refs = windows.map((window) =>
    windowDocIds(window, key).map((id) => db.doc(rateLimitDoc(id))),
  );
  const snapshots = await db.getAll(...refs.flat());
  let at = 0;
  return windows.map((window) =>
    shardQuotas(window.max).map((quota) => {
      const snapshot = snapshots[at++]!;
      const stored = snapshot.data() as RateLimitDocument | undefined;
      const endsMs = stored?.expiresAt.toMillis() ?? 0;
      const open = endsMs > nowMs;
      return { window, snapshot, quota, count: open ? stored!.count : 0, open, endsMs };
    }),
  );
}

type Shard = Awaited<ReturnType<typeof readWindows>>[number][number];

/** When a window with no room left opens again: the earliest end of its shards' windows. */
const opensAt = (shards: readonly Shard[]) => Math.min(...shards.map((shard) => shard.endsMs));

/**
 * When a call of `key` can next be admitted, if the windows as read have no room for it now: once
 * every full window has opened again. Remembered, so the next calls are refused without a read.
 */
function fullUntil(limit: RateWindow, key: string, read: readonly Shard[][]) {
  const full = read.filter((shards) => shards.every((shard) => shard.count >= shard.quota));
  if (full.length === 0) return undefined;
  const until = Math.max(...full.map(opensAt));
  fullWindows.remember(fullKey(limit, key), until);
  return until;
}

/**
 * Counts one call of `key` under `limit` if each of its windows has room in one of its documents. A
 * refusal costs one batched read, or none once this instance has found the caller over the limit,
 * and writes nothing. An admitted call writes one document per window, once, with a precondition:
 * its update time as read (or that it does not exist yet). A call that loses that race reads again
 * and tries documents with room, so concurrent calls never admit more than a window's limit.
 * `alsoWrite` adds writes that must commit together with the admission (the contact form's
 * acknowledgement e-mail).
 */
export async function takeFromWindow(
  db: Firestore,
  limit: RateLimit | RateWindow,
  key: string,
  nowMs: number,
  alsoWrite?: (batch: WriteBatch) => void,
): Promise<Taken> {
  const known = fullWindows.fullUntil(fullKey(limit, key), nowMs);
  if (known !== undefined) return { allowed: false, retryAfterMs: known - nowMs };
  const windows = windowsOf(limit);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const read = await readWindows(db, windows, key, nowMs);
    const until = fullUntil(limit, key, read);
    if (until !== undefined) return { allowed: false, retryAfterMs: until - nowMs };
    const batch = db.batch();
    for (const shards of read) {
      const withRoom = shards.filter((shard) => shard.count < shard.quota);
      countCall(batch, withRoom[Math.floor(Math.random() * withRoom.length)]!, nowMs);
    }
    alsoWrite?.(batch);
    try {
      await batch.commit();
      return { allowed: true };
    } catch (error) {
      if (!LOST_RACE.has((error as { code?: number }).code ?? -1)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (round + 1)));
    }
  }
  // Still losing after every round: this caller is sending a burst. Refused, and nothing counted.
  return { allowed: false, retryAfterMs: 60_000 };
}

/** Adds one admitted call to a shard, starting its window anew when the last one has ended. */
function countCall(batch: WriteBatch, { window, snapshot, count, open }: Shard, nowMs: number) {
  const counted = open
    ? { count: count + 1 }
    : ({
        name: window.name,
        count: 1,
        windowStart: Timestamp.fromMillis(nowMs),
        expiresAt: Timestamp.fromMillis(nowMs + window.windowSeconds * 1000),
      } satisfies RateLimitDocument);
  if (snapshot.exists) {
    batch.update(snapshot.ref, counted, { lastUpdateTime: snapshot.updateTime! });
  } else {
    batch.create(snapshot.ref, counted);
  }
}

/**
 * Refuses, after one batched read (none once this instance has found them over it) and without
 * writing, a caller who has no room left under `limit`; counts nothing. Staff callables ask this
 * before the (slower) check of the caller's account.
 */
export async function refuseIfOverLimit(
  db: Firestore,
  limit: RateLimit,
  key: string,
  nowMs = Date.now(),
): Promise<void> {
  const known = fullWindows.fullUntil(fullKey(limit, key), nowMs);
  if (known !== undefined) throw tooMany(limit, known - nowMs);
  const until = fullUntil(limit, key, await readWindows(db, windowsOf(limit), key, nowMs));
  if (until !== undefined) throw tooMany(limit, until - nowMs);
}

/** Counts one call of `key` and answers `resource-exhausted`, saying when to try again, past the limit. */
export async function enforceRateLimit(
  db: Firestore,
  limit: RateLimit,
  key: string,
  nowMs = Date.now(),
): Promise<void> {
  const taken = await takeFromWindow(db, limit, key, nowMs);
  if (!taken.allowed) throw tooMany(limit, taken.retryAfterMs);
}

/** The answer past a limit: its sentence, when to try again, and the same in `details`. */
function tooMany(limit: Pick<RateLimit, 'tooMany'>, retryAfterMs: number): HttpsError {
  return new HttpsError('resource-exhausted', `${limit.tooMany} ${tryAgainIn(retryAfterMs)}`, {
    reason: 'rate-limited',
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  });
}
