import { describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { SITE_URL } from '@camping/domain/product';

const stack = inject('stack');
const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/getUnavailableDates`;

/** What a browser asks before it sends a callable's JSON POST from a page of `origin`. */
const preflight = (origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });

const post = (origin: string) =>
  fetch(url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { packageId: 'essentials', from: '2099-01-01', to: '2099-01-02' },
    }),
  });

describe('CORS of the callables (Functions emulator)', () => {
  it('lets pages of a foreign origin neither send nor read a call', async () => {
    const asked = await preflight('https://evil.example');
    expect(asked.headers.get('access-control-allow-origin')).toBeNull();
    const answered = await post('https://evil.example');
    expect(answered.headers.get('access-control-allow-origin')).toBeNull();
    expect(answered.status).toBe(403);
    expect(await answered.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'This website may not call our functions.' },
    });
  });

  it('answers our site, and pages on this machine in the emulator', async () => {
    for (const origin of [SITE_URL, 'http://127.0.0.1:5173', 'http://localhost:15473']) {
      const asked = await preflight(origin);
      expect(asked.status, origin).toBeLessThan(300);
      expect(asked.headers.get('access-control-allow-origin'), origin).toBe(origin);
      const answered = await post(origin);
      expect(answered.status, origin).toBe(200);
      expect(answered.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });
});
