import { describe, expect, it } from 'vitest';
import { menuItemSchema } from './menu-item.ts';

describe('menuItemSchema', () => {
  it('accepts a link or an action', () => {
    expect(menuItemSchema.safeParse({ label: 'My account', url: '/account' }).success).toBe(true);
    expect(menuItemSchema.safeParse({ label: 'Logout', command: () => undefined }).success).toBe(
      true,
    );
  });

  it('rejects an item that does nothing, or a command that is not a function', () => {
    expect(menuItemSchema.safeParse({ label: 'Nothing' }).success).toBe(false);
    expect(menuItemSchema.safeParse({ label: 'Bad', command: 'logout' }).success).toBe(false);
  });
});
