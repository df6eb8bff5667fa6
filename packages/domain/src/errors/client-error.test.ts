import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, clientErrorReportSchema } from './client-error.ts';

describe('clientErrorReportSchema', () => {
  it('accepts a report and drops fields it does not know', () => {
    expect(
      clientErrorReportSchema.parse({
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: Cannot read…\n    at Pricing (pricing.tsx:3:9)',
        path: '/pricing',
        userAgent: 'Mozilla/5.0',
        password: 'hunter2',
      }),
    ).toEqual({
      message: 'Cannot read properties of undefined',
      stack: 'TypeError: Cannot read…\n    at Pricing (pricing.tsx:3:9)',
      path: '/pricing',
      userAgent: 'Mozilla/5.0',
    });
  });

  it('cuts over-long text to the limits instead of refusing it', () => {
    const report = clientErrorReportSchema.parse({
      message: 'm'.repeat(5_000),
      stack: 's'.repeat(50_000),
      path: `/${'p'.repeat(5_000)}`,
      userAgent: 'u'.repeat(5_000),
    });
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(report.path).toHaveLength(CLIENT_ERROR_LIMITS.path);
    expect(report.userAgent).toHaveLength(CLIENT_ERROR_LIMITS.userAgent);
  });

  it('explains what is missing or wrong', () => {
    const result = clientErrorReportSchema.safeParse({ message: '  ', path: 'pricing', stack: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['message', 'Describe the error in a message.'],
      ['stack', 'Send the stack trace as text.'],
      ['path', 'Give the path of the page, like /pricing.'],
    ]);
    expect(clientErrorReportSchema.safeParse({ path: '/' }).error?.issues[0]?.message).toBe(
      'Describe the error in a message.',
    );
  });
});

describe('clientErrorReportSchema and broken text', () => {
  it('replaces lone surrogates and never cuts a pair in half, so the report can be stored', () => {
    const report = clientErrorReportSchema.parse({
      message: `${'x'.repeat(CLIENT_ERROR_LIMITS.message - 1)}🏕`,
      stack: 'at \uD800 here',
      path: '/\uDC00',
    });
    expect(report.message).toBe('x'.repeat(CLIENT_ERROR_LIMITS.message - 1));
    expect(report.stack).toBe('at \uFFFD here');
    expect(report.path).toBe('/\uFFFD');
  });
});
