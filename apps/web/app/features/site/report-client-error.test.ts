import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '#app/firebase/functions.ts';
import { reportClientError } from './report-client-error.ts';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

beforeEach(() => {
  vi.mocked(callFunction)
    .mockReset()
    .mockImplementation(async () => ({ id: 'report-1' }));
});

describe('reportClientError', () => {
  it('sends the message, stack, page and browser to the reportClientError callable', async () => {
    const error = new TypeError('Cannot read properties of undefined');
    await reportClientError(error, '/pricing');
    expect(callFunction).toHaveBeenCalledExactlyOnceWith('reportClientError', {
      message: 'Cannot read properties of undefined',
      stack: error.stack,
      path: '/pricing',
      userAgent: navigator.userAgent,
    });
  });

  it('reports the same error once however often it is shown', async () => {
    const error = new Error('Boom');
    await reportClientError(error, '/faq');
    await reportClientError(error, '/faq');
    expect(callFunction).toHaveBeenCalledOnce();
  });

  it('describes thrown values that are not errors', async () => {
    await reportClientError('plain text', '/');
    await reportClientError(
      { status: 500, statusText: 'Internal Server Error', internal: false, data: null },
      '/',
    );
    await reportClientError(new Error(''), '/');
    expect(
      vi
        .mocked(callFunction)
        .mock.calls.map(([, report]) => (report as { message: string }).message),
    ).toEqual([
      'plain text',
      '{"status":500,"statusText":"Internal Server Error","internal":false,"data":null}',
      'Error',
    ]);
  });

  it('cuts an enormous error down before sending it', async () => {
    await reportClientError(new Error('x'.repeat(100_000)), '/');
    const [, report] = vi.mocked(callFunction).mock.calls[0] ?? [];
    expect((report as { message: string }).message).toHaveLength(1_000);
  });

  it('never throws, even when the report cannot be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(callFunction).mockImplementation(async () => {
      throw new Error('offline');
    });
    await expect(reportClientError(new Error('Boom'), '/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
