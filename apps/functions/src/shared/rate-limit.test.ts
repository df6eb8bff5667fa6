import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import {
  bucketId,
  CALLS_PER_SHARD,
  callerOf,
  shardQuotas,
  tryAgainIn,
  windowDocIds,
} from './rate-limit.ts';

describe('tryAgainIn', () => {
  it('says when to try again in whole minutes, rounded up, or hours past two', () => {
    expect(tryAgainIn(1)).toBe('Try again in 1 minute.');
    expect(tryAgainIn(11 * 60_000 + 1)).toBe('Try again in 12 minutes.');
    expect(tryAgainIn(60 * 60_000)).toBe('Try again in 60 minutes.');
    expect(tryAgainIn(23 * 60 * 60_000)).toBe('Try again in 23 hours.');
  });
});

describe('callerOf and bucketId', () => {
  const rawRequest = (ip: string | undefined, forwarded?: string) =>
    ({ ip, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as never;

  it('is the verified uid when signed in, else the client address', () => {
    const auth = { uid: 'u1' } as CallableRequest['auth'];
    expect(callerOf({ auth, rawRequest: rawRequest('203.0.113.9', '203.0.113.9') })).toBe('uid:u1');
    expect(callerOf({ rawRequest: rawRequest('203.0.113.9', '203.0.113.9') })).toBe(
      'ip:203.0.113.9',
    );
    expect(callerOf({ rawRequest: rawRequest('203.0.113.9') })).toBe('ip:203.0.113.9');
  });

  it("takes the address Google's front end appended, not one the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 198.51.100.7"; the front end appended what it saw.
    // Express with `trust proxy` reports the first entry as `ip`.
    const spoofed = rawRequest('198.51.100.7', '198.51.100.7, 203.0.113.9');
    expect(callerOf({ rawRequest: spoofed })).toBe('ip:203.0.113.9');
    expect(callerOf({ rawRequest: rawRequest(undefined, ' 10.0.0.1 ,203.0.113.9 ') })).toBe(
      'ip:203.0.113.9',
    );
  });

  it('names nobody: the id is a hash, different per limit and per caller', () => {
    const id = bucketId('submitContactMessage', 'ip:203.0.113.9');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(id).not.toContain('203');
    expect(bucketId('reportClientError', 'ip:203.0.113.9')).not.toBe(id);
    expect(bucketId('submitContactMessage', 'ip:203.0.113.8')).not.toBe(id);
  });
});

describe('shardQuotas and windowDocIds', () => {
  it('keeps a limit of up to 60 calls in one document', () => {
    expect(shardQuotas(1)).toEqual([1]);
    expect(shardQuotas(60)).toEqual([60]);
    expect(windowDocIds({ name: 'x', max: 20 }, 'uid:u1')).toEqual([
      `${bucketId('x', 'uid:u1')}-0`,
    ]);
  });

  it('splits a larger limit into near-equal shares of at most 60 that add up to it', () => {
    expect(shardQuotas(61)).toEqual([31, 30]);
    expect(shardQuotas(130)).toEqual([44, 43, 43]);
    for (const max of [61, 130, 599, 600, 601, 10_000]) {
      const quotas = shardQuotas(max);
      expect(quotas.reduce((sum, quota) => sum + quota, 0)).toBe(max);
      expect(Math.max(...quotas)).toBeLessThanOrEqual(CALLS_PER_SHARD);
      expect(Math.max(...quotas) - Math.min(...quotas)).toBeLessThanOrEqual(1);
    }
    expect(windowDocIds({ name: 'x', max: 600 }, 'k')).toHaveLength(10);
  });
});
