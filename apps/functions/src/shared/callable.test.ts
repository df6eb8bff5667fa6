import type { CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { bodyBytesOf, contractNameOf, defineCallable } from './callable.ts';
import { callableOptions } from './options.ts';

/** What the callable protocol hands a handler; `run` calls it without the HTTP layer. */
function request(data: unknown, uid?: string): CallableRequest {
  return {
    data,
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
    ...(uid && {
      auth: {
        uid,
        token: {} as NonNullable<CallableRequest['auth']>['token'],
        rawToken: 'a verified ID token',
      },
    }),
  };
}

async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected the call to fail');
}

const window = { packageId: 'essentials', from: '2026-12-01', to: '2026-12-03' };

describe('defineCallable', () => {
  it('hands the handler the parsed payload and the request, and answers with what it returns', async () => {
    const handler = vi.fn(async () => ['2026-12-01' as IsoDate]);
    const callable = defineCallable('getUnavailableDates', {}, handler);
    const incoming = request({ ...window, locationId: 'bouddi-putty-beach' }, 'uid-1');
    await expect(callable.run(incoming)).resolves.toEqual(['2026-12-01']);
    expect(handler).toHaveBeenCalledWith({ ...window, locationId: 'bouddi-putty-beach' }, incoming);
  });

  it('answers bad input with invalid-argument and does not run the handler', async () => {
    const handler = vi.fn();
    const callable = defineCallable('getUnavailableDates', {}, handler);
    const error = await failureOf(callable.run(request({ ...window, from: 'soon' })));
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'from: Use a real calendar date written as YYYY-MM-DD.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a guest before reading the payload when sign-in is required', async () => {
    const handler = vi.fn(async () => ({ deleted: true as const }));
    const callable = defineCallable('deleteMyAccount', { requireSignIn: 'Log in first.' }, handler);
    const error = await failureOf(callable.run(request({ confirm: 'no' })));
    expect(error).toMatchObject({ code: 'unauthenticated', message: 'Log in first.' });
    await expect(callable.run(request({ confirm: true }, 'uid-1'))).resolves.toEqual({
      deleted: true,
    });
  });

  it('refuses guests and callers without the admin claim before reading the payload when staff only', async () => {
    const handler = vi.fn(async () => ({ saved: true as const }));
    const callable = defineCallable('staffMarkMessage', { staffOnly: true }, handler);
    expect(await failureOf(callable.run(request({ read: 'nonsense' })))).toMatchObject({
      code: 'unauthenticated',
      message: 'Log in with a staff account.',
    });
    expect(await failureOf(callable.run(request({ read: 'nonsense' }, 'uid-1')))).toMatchObject({
      code: 'permission-denied',
      message: 'Only staff can do this, and your account does not have staff access.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs with the shared options, plus its own', () => {
    const callable = defineCallable('reportClientError', { maxInstances: 2 }, async () => ({
      id: 'r1',
    }));
    expect(callable.__endpoint).toMatchObject({
      region: [callableOptions.region],
      timeoutSeconds: callableOptions.timeoutSeconds,
      maxInstances: 2,
    });
  });

  it('refuses a body over maxBody before reading it, with invalid-argument', async () => {
    const handler = vi.fn(async () => ({ id: 'r1' }));
    const callable = defineCallable(
      'reportClientError',
      { maxBody: { bytes: 100, message: 'The report is too large.' } },
      handler,
    );
    const big = { ...request({ message: 'x'.repeat(200), path: '/' }) };
    big.rawRequest = { rawBody: Buffer.alloc(201) } as unknown as CallableRequest['rawRequest'];
    const error = await failureOf(callable.run(big));
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'The report is too large.' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('measures the body from the raw body, the content-length header, or the payload', () => {
    const raw = (value: object) => value as unknown as CallableRequest['rawRequest'];
    expect(bodyBytesOf({ data: null, rawRequest: raw({ rawBody: Buffer.alloc(7) }) })).toBe(7);
    expect(
      bodyBytesOf({ data: null, rawRequest: raw({ headers: { 'content-length': '42' } }) }),
    ).toBe(42);
    expect(bodyBytesOf({ data: 'abc', rawRequest: raw({}) })).toBe('{"data":"abc"}'.length);
  });

  it('remembers the contract name', () => {
    const callable = defineCallable('reportClientError', {}, async () => ({ id: 'r1' }));
    expect(contractNameOf(callable)).toBe('reportClientError');
    expect(contractNameOf(() => {})).toBeUndefined();
  });
});

/**
 * Posts `data` to a callable's HTTP handler as the web SDK would, through enough of Express's request
 * and response for firebase-functions, and resolves with the status and body it answered.
 */
function post(callable: unknown, data: unknown): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const request = {
    method: 'POST',
    headers,
    body: { data },
    header: (name: string) => headers[name.toLowerCase()],
    get: (name: string) => headers[name.toLowerCase()],
  };
  return new Promise((resolve) => {
    const sent: Record<string, unknown> = {};
    const response = {
      statusCode: 200,
      on: () => response,
      setHeader: (name: string, value: unknown) => void (sent[name.toLowerCase()] = value),
      getHeader: (name: string) => sent[name.toLowerCase()],
      status(code: number) {
        response.statusCode = code;
        return response;
      },
      send: (body: unknown) => resolve({ status: response.statusCode, body }),
      end: () => resolve({ status: response.statusCode, body: undefined }),
    };
    void (callable as (req: unknown, res: unknown) => unknown)(request, response);
  });
}

describe('App Check enforcement', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const defineWith = async (enforce: string | undefined) => {
    vi.stubEnv('ENFORCE_APP_CHECK', enforce);
    vi.resetModules();
    return (await import('./callable.ts')).defineCallable;
  };

  it('refuses a call without an App Check token when ENFORCE_APP_CHECK=true', async () => {
    const handler = vi.fn(async () => ({ id: 'r1' }));
    const callable = (await defineWith('true'))('reportClientError', {}, handler);
    expect(await post(callable, { message: 'Boom', path: '/' })).toEqual({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('is off by default', async () => {
    const handler = vi.fn(async () => ({ id: 'r1' }));
    const callable = (await defineWith(undefined))('reportClientError', {}, handler);
    expect(await post(callable, { message: 'Boom', path: '/' })).toEqual({
      status: 200,
      body: { result: { id: 'r1' } },
    });
  });
});
