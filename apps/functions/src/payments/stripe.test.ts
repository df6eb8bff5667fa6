import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripe } from './stripe.ts';

let requests: IncomingMessage[] = [];
const server = createServer((request, response) => {
  requests.push(request);
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      object: 'balance',
      available: [{ amount: 4200, currency: 'aud' }],
      pending: [],
    }),
  );
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createStripe', () => {
  it('talks to the loopback stand-in named by apiUrl, with the secret key as bearer token', async () => {
    requests = [];
    const balance = await (await createStripe('sk_test_local', apiUrl)).balance.retrieve();
    expect(balance.available[0]?.amount).toBe(4200);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/balance');
    expect(requests[0]?.headers.authorization).toBe('Bearer sk_test_local');
  });

  it('talks to Stripe itself when no stand-in is configured', async () => {
    const stripe = (await createStripe('sk_test_local', undefined)) as unknown as {
      getApiField(name: string): unknown;
    };
    expect(stripe.getApiField('host')).toBe('api.stripe.com');
  });
});
