import { beforeEach, describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { CSP_REPORT_FUNCTION } from '@camping/domain/errors/csp-report';
import { clientErrorDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { callAs, newGuest } from '../testing/customers.ts';
import { clearRateLimits, emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const clients = emulatorClientsForThisFile();
const { db } = clients;
const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/${CSP_REPORT_FUNCTION}`;

const page = 'http://127.0.0.1:5173';
const legacyReport = (blocked: string) => ({
  'csp-report': {
    'document-uri': `${page}/contact?email=jo%40example.com`,
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "img-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'status-code': 200,
  },
});

const send = (body: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report', origin: page, ...headers },
    body,
  });

async function reports() {
  const snapshot = await db.collection(COLLECTIONS.clientErrors).get();
  return snapshot.docs.map((doc) => doc.data());
}

beforeEach(async () => {
  const stored = await db.collection(COLLECTIONS.clientErrors).get();
  await Promise.all([...stored.docs.map((doc) => doc.ref.delete()), clearRateLimits(db)]);
});

describe('reportCspViolation (Functions emulator + Firestore emulator)', () => {
  it("stores report-uri's reports as client errors, without the page's query", async () => {
    const response = await send(JSON.stringify(legacyReport('https://evil.example/pixel.png')), {
      'user-agent': 'Mozilla/5.0 (test)',
    });
    expect(response.status).toBe(204);
    const [stored, ...others] = await reports();
    expect(others).toEqual([]);
    expect(clientErrorDocumentSchema.safeParse(stored).error).toBeUndefined();
    expect(stored).toMatchObject({
      message: 'Content Security Policy blocked https://evil.example/pixel.png (img-src)',
      path: '/contact',
      userAgent: 'Mozilla/5.0 (test)',
      uid: null,
    });
  });

  it("stores the Reporting API's batches, CSP violations only", async () => {
    const violation = (blocked: string) => ({
      type: 'csp-violation',
      url: `${page}/pricing`,
      user_agent: 'Chrome (test)',
      body: { documentURL: `${page}/pricing`, blockedURL: blocked, effectiveDirective: 'img-src' },
    });
    const response = await send(
      JSON.stringify([
        violation('https://a.example/x.png'),
        { type: 'deprecation', url: page, body: { id: 'x' } },
        violation('https://b.example/y.png'),
      ]),
      { 'content-type': 'application/reports+json' },
    );
    expect(response.status).toBe(204);
    expect((await reports()).map((report) => report.message).sort()).toEqual([
      'Content Security Policy blocked https://a.example/x.png (img-src)',
      'Content Security Policy blocked https://b.example/y.png (img-src)',
    ]);
  });

  it('refuses bodies over 16 KB, bodies that are no report, and other websites', async () => {
    const big = legacyReport(`https://evil.example/${'x'.repeat(20_000)}`);
    expect((await send(JSON.stringify(big))).status).toBe(413);
    for (const body of ['not json', '{}', '[{"type": 1}]', '{"@type": "x"}']) {
      expect((await send(body)).status, body).toBe(400);
    }
    const foreign = await send(JSON.stringify(legacyReport('https://x.example/')), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(url)).status).toBe(405);
    expect(await reports()).toEqual([]);
  });

  it('shares the caller’s 10 error reports an hour with reportClientError', async () => {
    const guest = newGuest();
    for (let n = 1; n <= 6; n += 1) {
      const boom = { message: `Boom ${n}`, path: '/' };
      expect((await callAs(stack, 'reportClientError', boom, guest)).status).toBe(200);
    }
    const batch = Array.from({ length: 6 }, (_, n) => ({
      type: 'csp-violation',
      body: {
        documentURL: `${page}/`,
        blockedURL: `https://x.example/${n}`,
        effectiveDirective: 'img-src',
      },
    }));
    const response = await send(JSON.stringify(batch), {
      'content-type': 'application/reports+json',
      'x-forwarded-for': guest.address,
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe(
      'RESOURCE_EXHAUSTED',
    );
    expect(await reports()).toHaveLength(10);
  });
});
