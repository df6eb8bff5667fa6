import { describe, expect, it } from 'vitest';
import { TOAST_SEVERITIES, toastMessageSchema } from './toast-message.ts';

describe('toastMessageSchema', () => {
  it('fills in the defaults: 3000 ms, not sticky, closable', () => {
    expect(toastMessageSchema.parse({ severity: 'success', summary: 'Message sent' })).toEqual({
      severity: 'success',
      summary: 'Message sent',
      life: 3000,
      sticky: false,
      closable: true,
    });
  });

  it('knows the four severities', () => {
    expect(TOAST_SEVERITIES).toEqual(['info', 'warn', 'error', 'success']);
    expect(toastMessageSchema.safeParse({ severity: 'fatal', summary: 'x' }).success).toBe(false);
  });
});
