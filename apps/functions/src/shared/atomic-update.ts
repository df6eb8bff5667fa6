import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type SetOptions,
  type UpdateData,
  type WriteBatch,
} from 'firebase-admin/firestore';

/**
 * The part of a Firestore transaction the booking code uses: reads first, then writes that commit
 * together or not at all.
 */
export interface AtomicUpdate {
  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
  create(ref: DocumentReference, data: DocumentData): void;
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): void;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): void;
  /** Makes a document exactly `data` (fields it had and `data` lacks are deleted). */
  replace(ref: DocumentReference, data: DocumentData): void;
}

/** gRPC codes of a commit that lost a race: a precondition failed, or the document appeared. */
const LOST_RACE = new Set([5, 6, 9]);
const MAX_ATTEMPTS = 50;

class AtomicUpdateAttempt implements AtomicUpdate {
  private readonly seen = new Map<string, DocumentSnapshot>();
  private readonly writes: ((batch: WriteBatch) => void)[] = [];
  private readonly db: Firestore;

  constructor(db: Firestore) {
    this.db = db;
  }

  async get(ref: DocumentReference): Promise<DocumentSnapshot> {
    const [snap] = await this.getAll(ref);
    return snap!;
  }

  async getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    if (this.writes.length > 0) throw new Error('Read every document before the first write.');
    const snaps = await this.db.getAll(...refs);
    for (const snap of snaps) this.seen.set(snap.ref.path, snap);
    return snaps;
  }

  create(ref: DocumentReference, data: DocumentData): void {
    this.writes.push((batch) => batch.create(ref, data));
  }

  /**
   * A document read in this attempt is written only if it is still as it was read: updated with its
   * read time as precondition, or created if it did not exist. Merge-sets of documents not read
   * (counters moved by increments) need no precondition.
   */
  set(ref: DocumentReference, data: DocumentData, options: SetOptions = {}): void {
    const seen = this.seen.get(ref.path);
    if (!seen) {
      this.writes.push((batch) => batch.set(ref, data, options));
    } else if (!seen.exists) {
      this.writes.push((batch) => batch.create(ref, data));
    } else if ('merge' in options && options.merge) {
      const [field, value, ...more] = mergeFields(data).flat();
      this.writes.push((batch) =>
        batch.update(ref, field as FieldPath, value, ...more, {
          lastUpdateTime: seen.updateTime ?? Timestamp.now(),
        }),
      );
    } else {
      throw new Error(`Replace ${ref.path} with update(): it was read in this update.`);
    }
  }

  update(ref: DocumentReference, data: UpdateData<DocumentData>): void {
    const seen = this.seen.get(ref.path);
    this.writes.push((batch) =>
      seen?.updateTime
        ? batch.update(ref, data, { lastUpdateTime: seen.updateTime })
        : batch.update(ref, data),
    );
  }

  /**
   * A document read in this attempt is replaced only if it is still as it was read: an update with
   * its read time as precondition, deleting the fields `data` lacks (a batch's set takes no
   * precondition). Created if it did not exist; set outright if it was not read.
   */
  replace(ref: DocumentReference, data: DocumentData): void {
    const seen = this.seen.get(ref.path);
    if (!seen) {
      this.writes.push((batch) => batch.set(ref, data));
    } else if (!seen.exists) {
      this.writes.push((batch) => batch.create(ref, data));
    } else {
      const gone = Object.keys(seen.data() ?? {}).filter((field) => !(field in data));
      const fields = { ...data, ...Object.fromEntries(gone.map((f) => [f, FieldValue.delete()])) };
      this.writes.push((batch) =>
        batch.update(ref, fields, { lastUpdateTime: seen.updateTime ?? Timestamp.now() }),
      );
    }
  }

  async commit(): Promise<void> {
    if (this.writes.length === 0) return;
    const batch = this.db.batch();
    for (const write of this.writes) write(batch);
    await batch.commit();
  }
}

const isMap = (value: unknown): value is DocumentData =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The fields a merge writes, as field paths and values: nested maps are merged field by field, as
 * `set` with `merge` does, where an update would replace a whole map.
 */
export function mergeFields(data: DocumentData, parents: string[] = []): [FieldPath, unknown][] {
  return Object.entries(data).flatMap(([key, value]): [FieldPath, unknown][] =>
    isMap(value) && Object.keys(value).length > 0
      ? mergeFields(value, [...parents, key])
      : [[new FieldPath(...parents, key), value]],
  );
}

/**
 * Runs `work` as one atomic update with optimistic concurrency: its reads take no locks, and its
 * writes commit in one batch whose preconditions fail if any document it read and writes has changed
 * since (or has appeared), in which case `work` runs again on fresh reads. So two updates of the same
 * documents never both commit, as in a transaction, but racers never wait on each other's locks:
 * the loser learns at once and re-reads. Firestore's (and, far more, its emulator's) pessimistic
 * transactions stall for up to 30 seconds when dozens of checkouts race for one night
 * (docs/decisions/0013-booking-engine.md). Documents only read, never written, are not checked.
 */
export async function atomicUpdate<Result>(
  db: Firestore,
  work: (update: AtomicUpdate) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const update = new AtomicUpdateAttempt(db);
    const result = await work(update);
    try {
      await update.commit();
      return result;
    } catch (error) {
      const code = (error as { code?: number }).code;
      if (!LOST_RACE.has(code ?? -1) || attempt >= MAX_ATTEMPTS) throw error;
      // A little jitter, so the racers that lost do not all read again at the same instant.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 5)),
      );
    }
  }
}
