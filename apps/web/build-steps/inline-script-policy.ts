// Pins every pre-rendered page's inline scripts (React Router's hydration context) with a
// <meta> Content-Security-Policy listing their SHA-256 hashes. Hosting's header CSP (firebase.json) must
// allow 'unsafe-inline' because it cannot know these per-page hashes; browsers enforce both policies, so
// only the hashed scripts run. Runs after `react-router build`.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Script origins the app loads code from (Stripe.js, Google Maps), besides its own. */
const SCRIPT_ORIGINS = [
  'https://js.stripe.com',
  'https://maps.googleapis.com',
  'https://apis.google.com',
];

export function withInlineScriptPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  const policy = ["script-src 'self'", ...hashes, ...SCRIPT_ORIGINS].join(' ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}; object-src 'none'; base-uri 'self'">`;
  // After the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta charSet="utf-8"\/>/i;
  return charset.test(html)
    ? html.replace(charset, (tag) => `${tag}${meta}`)
    : html.replace('<head>', `<head>${meta}`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

if (import.meta.main) {
  const client = join(import.meta.dirname, '..', process.env.WEB_BUILD_DIR ?? 'build', 'client');
  for (const file of htmlFiles(client))
    writeFileSync(file, withInlineScriptPolicy(readFileSync(file, 'utf8')));
}
