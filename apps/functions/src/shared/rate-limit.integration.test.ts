import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimitDocument } from '@camping/domain/firestore/documents';
import { rateLimitDoc } from '@camping/domain/firestore/paths';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { shardQuotas, takeFromWindow, windowDocIds } from './rate-limit.ts';

const { db } = emulatorClientsForThisFile();

async function windowDocs(limit: { name: string; max: number }, key: string) {
  const snapshots = await db.getAll(
    ...windowDocIds(limit, key).map((id) => db.doc(rateLimitDoc(id))),
  );
  return snapshots.map((snapshot) => ({
    count: snapshot.exists ? (snapshot.data() as RateLimitDocument).count : 0,
    updateTime: snapshot.updateTime?.toMillis() ?? null,
  }));
}

describe('takeFromWindow on the Firestore emulator', () => {
  it('admits exactly the limit when 60 calls of one caller race, and refusals write nothing', async () => {
    const limit = { name: 'race', max: 5, windowSeconds: 3600 };
    const key = `uid:${randomUUID()}`;
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => takeFromWindow(db, limit, key, now)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    const full = await windowDocs(limit, key);
    expect(full.map((doc) => doc.count)).toEqual([5]);

    const more = await Promise.all(
      Array.from({ length: 30 }, () => takeFromWindow(db, limit, key, now + 1000)),
    );
    expect(more.every((answer) => !answer.allowed)).toBe(true);
    expect(more[0]).toEqual({ allowed: false, retryAfterMs: 3600_000 - 1000 });
    expect(await windowDocs(limit, key)).toEqual(full);
  });

  it('spreads a large limit over shards and never admits more than it under a burst', async () => {
    const limit = { name: 'sharded', max: 130, windowSeconds: 3600 };
    const key = `ip:${randomUUID()}`;
    const now = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => takeFromWindow(db, limit, key, now)),
    );
    const admitted = burst.filter((answer) => answer.allowed).length;
    const counts = (await windowDocs(limit, key)).map((doc) => doc.count);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(admitted);
    counts.forEach((count, shard) => expect(count).toBeLessThanOrEqual(shardQuotas(130)[shard]!));
    // A call that kept losing races was refused as part of the burst; calls one at a time later
    // fill every shard to its share, and not one more.
    let later = 0;
    while ((await takeFromWindow(db, limit, key, now + 1000)).allowed) later += 1;
    expect(admitted + later).toBe(130);
    expect((await windowDocs(limit, key)).map((doc) => doc.count)).toEqual(shardQuotas(130));
  });

  it('starts a new window once the last one has ended, rewriting its document once', async () => {
    const limit = { name: 'renew', max: 2, windowSeconds: 60 };
    const key = `uid:${randomUUID()}`;
    const start = Date.now();
    for (let call = 0; call < 2; call += 1) await takeFromWindow(db, limit, key, start);
    expect((await takeFromWindow(db, limit, key, start + 59_000)).allowed).toBe(false);
    const next = await Promise.all(
      Array.from({ length: 10 }, () => takeFromWindow(db, limit, key, start + 61_000)),
    );
    expect(next.filter((answer) => answer.allowed)).toHaveLength(2);
    expect((await windowDocs(limit, key)).map((doc) => doc.count)).toEqual([2]);
  });

  it('refuses a caller it found over the limit without reading again, until the window ends', async () => {
    const limit = { name: 'known', max: 2, windowSeconds: 60 };
    const key = `uid:${randomUUID()}`;
    const start = Date.now();
    for (let call = 0; call < 2; call += 1) await takeFromWindow(db, limit, key, start);
    expect(await takeFromWindow(db, limit, key, start + 1_000)).toEqual({
      allowed: false,
      retryAfterMs: 59_000,
    });
    // Not read again: with the window's document gone, this instance still refuses until it ends.
    await Promise.all(windowDocIds(limit, key).map((id) => db.doc(rateLimitDoc(id)).delete()));
    expect(await takeFromWindow(db, limit, key, start + 2_000)).toEqual({
      allowed: false,
      retryAfterMs: 58_000,
    });
    expect((await takeFromWindow(db, limit, key, start + 60_000)).allowed).toBe(true);
    expect((await windowDocs(limit, key)).map((doc) => doc.count)).toEqual([1]);
  });

  it('commits the writes that go with an admission only when it is admitted', async () => {
    const limit = { name: 'together', max: 1, windowSeconds: 3600 };
    const key = `uid:${randomUUID()}`;
    const marks = [randomUUID(), randomUUID()].map((id) => db.doc(`rateLimitTest/${id}`));
    const now = Date.now();
    const answers = await Promise.all(
      marks.map((mark) =>
        takeFromWindow(db, limit, key, now, (batch) => batch.set(mark, { at: now })),
      ),
    );
    const written = await db.getAll(...marks);
    expect(answers.map((answer) => answer.allowed)).toEqual(
      written.map((snapshot) => snapshot.exists),
    );
    expect(written.filter((snapshot) => snapshot.exists)).toHaveLength(1);
    await Promise.all(marks.map((mark) => mark.delete()));
  });
});
