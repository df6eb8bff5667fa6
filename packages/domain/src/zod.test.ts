import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from './zod.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('z', () => {
  it('builds and runs object parsers without compiling code, which the CSP would report', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), nights: z.number().int() });
    expect(schema.parse({ name: 'Bouddi', nights: 2 })).toEqual({ name: 'Bouddi', nights: 2 });
    expect(schema.safeParse({ name: 'Bouddi' }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
