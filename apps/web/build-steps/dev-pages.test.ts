// @vitest-environment node
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';

// The dev server `npm run dev` starts: pages rendered like the build's, with Vite's client added.
let server: ViteDevServer;
let origin: string;

const page = (path: string) =>
  fetch(`${origin}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' }).then(
    async (response) => ({
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    }),
  );

beforeAll(async () => {
  server = await createServer({
    configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The dev server has no port.');
  origin = `http://127.0.0.1:${address.port}`;
  // The first request compiles the whole app for rendering, which takes seconds on a busy machine:
  // here, not within a test's time limit.
  await page('/');
}, 60_000);

afterAll(() => server?.close());

describe('devPages', () => {
  it('renders a public page with its content, title and the client entry', async () => {
    const { status, html } = await page('/pricing');
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>Pricing | The Complete Camping Experience</title>');
    expect(html).toContain('Essentials');
    expect(html).toContain('<script type="module" src="/app/entry.client.tsx">');
    expect(html).toContain('/@vite/client');
  });

  it('renders the other routes of the app too', async () => {
    const { status, html } = await page('/login');
    expect(status).toBe(200);
    // The guard renders the page once the browser knows who is signed in.
    expect(html).toContain('<script type="module" src="/app/entry.client.tsx">');
    expect(html).not.toContain('That page doesn&#x27;t exist');
  });

  it('answers any other path with the not-found page and status 404, as Hosting does', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('That page doesn&#x27;t exist');
    expect(html).toContain('<title>Page not found | The Complete Camping Experience</title>');
    expect(html).toMatch(/<html[^>]* data-not-found=""/);
  });

  it('answers a campground the catalogue does not have with 404, and one it has with 200', async () => {
    const unknown = await page('/locations/atlantis');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('That page doesn&#x27;t exist');
    const known = await page(`/locations/${LOCATIONS[0]!.id}`);
    expect(known.status).toBe(200);
    expect(known.html).toContain(LOCATIONS[0]!.name);
    expect(known.html).not.toContain('data-not-found');
  });

  it('redirects /equipment to the equipment page, as Hosting does', async () => {
    const { status, location } = await page('/equipment?from=flyer');
    expect(status).toBe(301);
    expect(location).toBe('/about-us/equipment?from=flyer');
  });
});
