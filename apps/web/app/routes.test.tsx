import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from './public-paths.ts';
import { ROUTES } from './routes.tsx';

// Firebase Hosting serves a pre-rendered file, or rewrites the path to the SPA fallback, or answers
// 404 with the not-found page. So every route of the app must be pre-rendered or rewritten, and
// nothing else may be rewritten.

interface Rewrite {
  source: string;
  destination: string;
}

const firebaseJson = join(import.meta.dirname, '..', '..', '..', 'firebase.json');
const { rewrites } = (
  JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting: { rewrites: Rewrite[] } }
).hosting;

/** Hosting's globs: `**` spans path segments, `*` stays within one. */
function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]+'))}$`);
}

const rewritten = (path: string) => rewrites.some(({ source }) => globPattern(source).test(path));

/** An example URL path of every page in the route table, parameters filled in; not the catch-all. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    // Paths are absolute (PATHS); a relative one continues its parent's.
    const own = route.path?.replace(/:\w+/g, 'an-example');
    const path = own ? (own.startsWith('/') ? own : `${parent}/${own}`) : parent;
    const here = route.handle ? [path || '/'] : [];
    return [...here, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route table and firebase.json', () => {
  const paths = pagePaths(ROUTES);

  it('finds the pages of spec section 2', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/locations/an-example', '/login', '/account/details']),
    );
  });

  it('has Hosting serve every page: pre-rendered or through the SPA fallback', () => {
    const prerendered = new Set<string>(PUBLIC_PATHS);
    expect(paths.filter((path) => !prerendered.has(path) && !rewritten(path))).toEqual([]);
  });

  it('rewrites only to the SPA fallback, and no other path, which gets a 404', () => {
    expect(new Set(rewrites.map(({ destination }) => destination))).toEqual(
      new Set(['/__spa-fallback.html']),
    );
    for (const path of ['/no-such-page', '/locations', '/accounts', '/about-us/team', '/login/x']) {
      expect(rewritten(path), path).toBe(false);
    }
  });
});
