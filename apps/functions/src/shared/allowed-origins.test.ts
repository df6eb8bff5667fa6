import { describe, expect, it, vi } from 'vitest';
import { allowedOrigins, guardOrigin, isAllowedOrigin } from './allowed-origins.ts';

describe('allowedOrigins', () => {
  it("is the site and the project's Hosting domains in production", () => {
    const origins = allowedOrigins({ GCLOUD_PROJECT: 'complete-camping' });
    expect(origins).toEqual([
      'https://completecamping.com.au',
      'https://complete-camping.web.app',
      'https://complete-camping.firebaseapp.com',
    ]);
    expect(isAllowedOrigin('http://127.0.0.1:5173', origins)).toBe(false);
    expect(isAllowedOrigin('https://evil.example', origins)).toBe(false);
  });

  it('adds pages on this machine, on any port, in the emulator only', () => {
    const origins = allowedOrigins({ GCLOUD_PROJECT: 'demo-x', FUNCTIONS_EMULATOR: 'true' });
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:15473', 'http://127.0.0.1'])
      expect(isAllowedOrigin(origin, origins), origin).toBe(true);
    for (const origin of [
      'https://127.0.0.1:5173',
      'http://127.0.0.1.evil.example',
      'http://localhost:5173.evil.example',
      'https://evil.example',
      'null',
    ])
      expect(isAllowedOrigin(origin, origins), origin).toBe(false);
  });

  it('takes the list from ALLOWED_ORIGINS when it is set', () => {
    expect(
      allowedOrigins({
        ALLOWED_ORIGINS: ' https://a.example , https://b.example,',
        FUNCTIONS_EMULATOR: 'true',
      }),
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(allowedOrigins({ ALLOWED_ORIGINS: ' ' })).toEqual(['https://completecamping.com.au']);
  });
});

describe('guardOrigin', () => {
  const origins = ['https://completecamping.com.au'];
  const response = () => {
    const answer = { json: vi.fn(), end: vi.fn() };
    return { answer, status: vi.fn(() => answer) };
  };

  it('refuses pages of other origins itself, and keeps the function properties', () => {
    const inner = Object.assign(vi.fn(), { __endpoint: { region: ['x'] }, run: vi.fn() });
    const guarded = guardOrigin(inner, origins) as unknown as typeof inner;
    expect(guarded.__endpoint).toBe(inner.__endpoint);
    expect(guarded.run).toBe(inner.run);

    const preflight = response();
    guarded({ method: 'OPTIONS', headers: { origin: 'https://evil.example' } }, preflight);
    expect(preflight.status).toHaveBeenCalledWith(204);
    const post = response();
    guarded({ method: 'POST', headers: { origin: 'https://evil.example' } }, post);
    expect(post.status).toHaveBeenCalledWith(403);
    expect(post.answer.json.mock.calls[0]?.[0]).toMatchObject({
      error: { status: 'PERMISSION_DENIED' },
    });
    expect(inner).not.toHaveBeenCalled();
  });

  it('lets our pages, and requests that come from no page, through', () => {
    const inner = vi.fn();
    const guarded = guardOrigin(inner, origins) as unknown as typeof inner;
    guarded({ method: 'POST', headers: { origin: 'https://completecamping.com.au' } }, response());
    guarded({ method: 'POST', headers: {} }, response());
    expect(inner).toHaveBeenCalledTimes(2);
  });
});
