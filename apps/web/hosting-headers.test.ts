import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_FUNCTION } from '@camping/domain/errors/csp-report';
import {
  deployedFunctionsOrigin,
  localHostingHeaders,
  productionProjectId,
  type HostingHeaderRule,
} from '@camping/stack/emulators';
import { PROFILES } from '@camping/stack/profiles';

// firebase.json's headers are what Hosting sends with every page (docs/decisions/0004 and 0009).

const firebaseJson = join(import.meta.dirname, '..', '..', 'firebase.json');
const rules = (
  JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting: { headers: HostingHeaderRule[] } }
).hosting.headers;

function headerOf(from: HostingHeaderRule[], key: string): string {
  const value = from
    .find((rule) => rule.source === '**')
    ?.headers.find((h) => h.key === key)?.value;
  if (value === undefined) throw new Error(`No ${key} header for every page.`);
  return value;
}

/** The CSP's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const csp = directives(headerOf(rules, 'Content-Security-Policy'));
const functionsOrigin = deployedFunctionsOrigin(productionProjectId());
const reportUrl = `${functionsOrigin}/${CSP_REPORT_FUNCTION}`;

describe("firebase.json's Content Security Policy", () => {
  it("lets pages connect to named origins only, our functions' among them", () => {
    const connect = csp.get('connect-src') ?? [];
    expect(connect).toContain(functionsOrigin);
    expect(connect.filter((source) => source.includes('*'))).toEqual([]);
    expect(connect.filter((source) => /cloudfunctions\.net|run\.app/.test(source))).toEqual([
      functionsOrigin,
    ]);
  });

  it('sends violation reports to our report function', () => {
    expect(csp.get('report-uri')).toEqual([reportUrl]);
    // With report-to, Chrome would use the Reporting API instead, which never delivered in our
    // tests (docs/decisions/0009).
    expect(csp.has('report-to')).toBe(false);
  });

  it('sends the local stacks’ reports to their Functions emulator', () => {
    const local = localHostingHeaders(rules, PROFILES.test);
    const { functions } = PROFILES.test.ports;
    const emulated = `http://127.0.0.1:${functions}/${PROFILES.test.projectId}/us-central1/${CSP_REPORT_FUNCTION}`;
    const localCsp = directives(headerOf(local, 'Content-Security-Policy'));
    expect(localCsp.get('report-uri')).toEqual([emulated]);
    expect(localCsp.has('upgrade-insecure-requests')).toBe(false);
  });
});
