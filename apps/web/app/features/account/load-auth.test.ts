import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase Auth SDK's module, replaced: what matters here is who hears that it is wanted.
const sdk = () => ({ watchUser: () => () => {} });

/** A fresh copy of load-auth.ts, as a page load has: nothing asked for yet. */
async function freshLoadAuth() {
  vi.resetModules();
  return import('./load-auth.ts');
}

beforeEach(() => {
  vi.doMock('./auth.ts', sdk);
});

describe('onAuthModuleWanted', () => {
  it('runs when something first asks for the module, once, until stopped', async () => {
    const { loadAuthModule, onAuthModuleWanted } = await freshLoadAuth();
    const run = vi.fn();
    const stop = onAuthModuleWanted(run);
    expect(run).not.toHaveBeenCalled();
    await loadAuthModule();
    await loadAuthModule();
    expect(run).toHaveBeenCalledOnce();

    stop();
    const late = vi.fn();
    onAuthModuleWanted(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('hears a page that asked before it was listening (a child effect runs first)', async () => {
    const { loadAuthModule, onAuthModuleWanted } = await freshLoadAuth();
    const asked = loadAuthModule();
    const run = vi.fn();
    onAuthModuleWanted(run);
    expect(run).toHaveBeenCalledOnce();
    await asked;
  });

  it('lets a failed fetch be asked for again', async () => {
    vi.doMock('./auth.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadAuthModule, onAuthModuleWanted } = await freshLoadAuth();
    await expect(loadAuthModule()).rejects.toThrow();
    const run = vi.fn();
    onAuthModuleWanted(run);
    expect(run).not.toHaveBeenCalled();

    // Back online: the next ask fetches it again.
    vi.resetModules();
    vi.doMock('./auth.ts', sdk);
    await expect(loadAuthModule()).resolves.toHaveProperty('watchUser');
    expect(run).toHaveBeenCalledOnce();
  });
});
