// `npm run bench` (web part): bytes each pre-rendered page makes the browser download before it is
// interactive (its scripts, module preloads and stylesheets), gzip-compressed as Hosting serves them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const client = join(import.meta.dirname, 'build', 'client');
if (!existsSync(client)) throw new Error('Run the web build first (turbo runs it before bench).');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name === 'index.html' ? [path] : [];
  });
}

const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('First-load bytes per pre-rendered page (gzip)');
console.log('  page                         html        js         css');
for (const page of pages(client).sort()) {
  const html = readFileSync(page, 'utf8');
  const assets = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!),
  );
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipped(join(client, asset));
    if (asset.endsWith('.css')) css += size;
    else js += size;
  }
  const route = `/${relative(client, page).replace(/\/?index\.html$/, '')}`;
  console.log(`  ${route.padEnd(28)} ${kb(gzipped(page)).padStart(9)} ${kb(js).padStart(10)} ${kb(css).padStart(10)}`);
}
