import { randomUUID } from 'node:crypto';
import { mkdirSync, utimesSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockOf, oneAtATime } from './one-at-a-time.ts';

// Names of their own, so that a test stack's tests running beside these never share a lock.
const uniqueName = () => `unit-${randomUUID()}`;

describe('oneAtATime', () => {
  it('runs work under one name one at a time, in the order it asked', async () => {
    const name = uniqueName();
    const log: string[] = [];
    let letFirstEnd!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (letFirstEnd = resolve));
    const first = oneAtATime(name, async () => {
      log.push('first starts');
      await firstMayEnd;
      log.push('first ends');
    });
    const second = oneAtATime(name, async () => {
      log.push('second starts');
      return 'second';
    });
    // Both asked at once: the second waits for the lock the first holds.
    expect(log).toEqual(['first starts']);
    letFirstEnd();
    expect(await second).toBe('second');
    await first;
    expect(log).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('runs work under other names at the same time', async () => {
    const log: string[] = [];
    let letEnd!: () => void;
    const mayEnd = new Promise<void>((resolve) => (letEnd = resolve));
    const both = [uniqueName(), uniqueName()].map((name) =>
      oneAtATime(name, async () => {
        log.push(name);
        await mayEnd;
      }),
    );
    expect(log).toHaveLength(2);
    letEnd();
    await Promise.all(both);
  });

  it('lets the lock go when the work fails', async () => {
    const name = uniqueName();
    await expect(
      oneAtATime(name, async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const log: string[] = [];
    const again = oneAtATime(name, async () => log.push('again'));
    expect(log).toEqual(['again']);
    await again;
  });

  it('takes over a lock left by a run that was killed', async () => {
    const name = uniqueName();
    const lock = lockOf(name);
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(lock, longAgo, longAgo);
    expect(await oneAtATime(name, async () => 'ran')).toBe('ran');
  });
});
