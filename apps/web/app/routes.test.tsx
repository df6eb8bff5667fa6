import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { PATHS } from '@camping/domain/site/paths';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import { Redirect } from './features/site/redirect.tsx';
import { PRERENDERED_PATHS, PUBLIC_PATHS } from './public-paths.ts';
import { REDIRECTS } from './redirects.ts';
import { ROUTES } from './routes.tsx';

// Firebase Hosting redirects a path, or serves a pre-rendered file, or rewrites the path to the SPA
// fallback, or answers 404 with the not-found page. So every route of the app must be pre-rendered or
// rewritten, nothing else may be rewritten, and the redirects are the app's.

interface Rewrite {
  source: string;
  destination: string;
}

interface HostingRedirect {
  source: string;
  destination: string;
  type: number;
}

const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');
const { rewrites, redirects } = (
  JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
    hosting: { rewrites: Rewrite[]; redirects: HostingRedirect[] };
  }
).hosting;

/** Hosting's globs: `**` spans path segments, `*` stays within one. */
function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]+'))}$`);
}

const rewritten = (path: string) => rewrites.some(({ source }) => globPattern(source).test(path));

/** Parameters filled in: a campground of the catalogue, whose page is pre-rendered; else anything. */
const EXAMPLE_PARAMETERS: Record<string, string> = { locationId: LOCATIONS[0]!.id };

/** An example URL path of every page in the route table, parameters filled in; not the catch-all. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    // Paths are absolute (PATHS); a relative one continues its parent's.
    const own = route.path
      // A splat route's own page (the staff area's frame): its pages are listed below.
      ?.replace(/\/\*$/, '')
      .replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMETERS[name] ?? 'an-example');
    const path = own ? (own.startsWith('/') ? own : `${parent}/${own}`) : parent;
    const here = route.handle ? [path || '/'] : [];
    return [...here, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route table and firebase.json', () => {
  // The staff area declares its pages itself (features/staff/staff-routes.tsx).
  const paths = [
    ...pagePaths(ROUTES),
    ...Object.values(STAFF_PATHS).map((path) => path.replace(/:\w+/, 'an-example')),
  ];

  it('finds the pages of spec section 2', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        `/locations/${LOCATIONS[0]!.id}`,
        '/login',
        '/account/details',
        '/admin',
        '/admin/bookings/an-example',
        '/admin/run-sheet',
      ]),
    );
  });

  it('has Hosting serve every page: pre-rendered or through the SPA fallback', () => {
    const prerendered = new Set(PRERENDERED_PATHS);
    expect(paths.filter((path) => !prerendered.has(path) && !rewritten(path))).toEqual([]);
  });

  it('rewrites only to the SPA fallback, and no other path, which gets a 404', () => {
    expect(new Set(rewrites.map(({ destination }) => destination))).toEqual(
      new Set(['/__spa-fallback.html']),
    );
    for (const path of [
      '/no-such-page',
      '/locations',
      '/accounts',
      '/about-us/team',
      '/login/x',
      '/administrator',
      '/admins/x',
      // A campground the catalogue did not have at build time (ADR 0010).
      '/locations/atlantis',
    ]) {
      expect(rewritten(path), path).toBe(false);
    }
    expect(PRERENDERED_PATHS).not.toContain('/locations/atlantis');
  });

  it("redirects exactly the app's redirects, permanently, to public pages", () => {
    expect(redirects).toEqual(
      REDIRECTS.map(({ from, to }) => ({ source: from, destination: to, type: 301 })),
    );
    for (const { from, to } of REDIRECTS) {
      expect(PUBLIC_PATHS, to).toContain(to);
      expect(rewritten(from), from).toBe(false);
    }
  });
});

describe('a redirect inside the app', () => {
  it('goes on to the page, keeping the query and the hash', async () => {
    const router = createMemoryRouter(
      [
        { path: '/equipment', element: <Redirect to={PATHS.equipment} /> },
        { path: PATHS.equipment, element: <h1>Equipment</h1> },
      ],
      { initialEntries: ['/equipment?from=flyer#essentials'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(router.state.location).toMatchObject({
      pathname: PATHS.equipment,
      search: '?from=flyer',
      hash: '#essentials',
    });
    expect(ROUTES[0]?.children?.some((route) => route.path === '/equipment')).toBe(true);
  });
});
