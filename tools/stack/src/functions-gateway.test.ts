import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createFunctionsGateway, functionOfPath, UNANSWERED } from './functions-gateway.ts';

const HOST = '127.0.0.1';
/** A bound on the emulator's answer that no test here reaches. */
const NEVER = 60_000;
const servers: Server[] = [];

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Resolves with the answer to the gateway's next request once the gateway has taken it in: its
 * handler, registered first, has run, so the request has its turn or its place in the queue.
 */
function nextArrival(gateway: Server): Promise<ServerResponse> {
  return new Promise((resolve) =>
    gateway.once('request', (_request, response) => resolve(response)),
  );
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

/**
 * An upstream that answers after `delayMs`, echoing the method, path, body and host it received.
 * With `holdUntil`, a function's requests wait (before that delay) until that many of them have
 * been in flight at once, so the test sees the most the gateway lets through however slowly the
 * machine forwards them; a gateway letting through fewer leaves them waiting, and the test times out.
 */
async function slowUpstream(delayMs: number, holdUntil = 0) {
  const seen = { inFlight: 0, most: {} as Record<string, number>, order: [] as string[] };
  const held = new Map<string, (() => void)[]>();
  const whenMostReached = (name: string) =>
    new Promise<void>((resolve) => {
      if ((seen.most[name] ?? 0) >= holdUntil) return resolve();
      held.set(name, [...(held.get(name) ?? []), resolve]);
    });
  const port = await listen(
    createServer((request, response) => {
      const name = functionOfPath(request.url!);
      seen.inFlight += 1;
      const now = (seen.most[`${name}:now`] = (seen.most[`${name}:now`] ?? 0) + 1);
      const most = Math.max(seen.most[name] ?? 0, now);
      seen.most[name] = most;
      if (most >= holdUntil) {
        for (const release of held.get(name) ?? []) release();
        held.delete(name);
      }
      seen.order.push(request.url!);
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', async () => {
        await whenMostReached(name);
        setTimeout(() => {
          seen.inFlight -= 1;
          seen.most[`${name}:now`]! -= 1;
          response.writeHead(201, { 'x-upstream': 'yes' });
          response.end(
            JSON.stringify({ method: request.method, body, host: request.headers.host }),
          );
        }, delayMs);
      });
    }),
  );
  return { port, seen };
}

describe('functionOfPath', () => {
  it('names the function of a callable or HTTP function path, ignoring the query', () => {
    expect(functionOfPath('/demo-x/us-central1/startCheckout')).toBe('startCheckout');
    expect(functionOfPath('/demo-x/us-central1/testPayment?booking=abc')).toBe('testPayment');
    expect(functionOfPath('/')).toBe('');
  });
});

describe('the functions gateway', () => {
  it('lets at most `perFunction` requests of one function run at once, and answers every one', async () => {
    const upstream = await slowUpstream(30, 3);
    const gateway = await listen(
      createFunctionsGateway({
        host: HOST,
        upstreamPort: upstream.port,
        perFunction: 3,
        answerWithinMs: NEVER,
      }),
    );
    const call = (name: string, i: number) =>
      fetch(`http://${HOST}:${gateway}/demo-x/us-central1/${name}?i=${i}`, {
        method: 'POST',
        body: `payload ${i}`,
      }).then(async (response) => ({
        status: response.status,
        header: response.headers.get('x-upstream'),
        json: (await response.json()) as { method: string; body: string; host: string },
      }));
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => call('one', i)),
      ...Array.from({ length: 5 }, (_, i) => call('two', i)),
    ]);
    expect(answers.every((answer) => answer.status === 201 && answer.header === 'yes')).toBe(true);
    expect(answers[7]!.json).toEqual({
      method: 'POST',
      body: 'payload 7',
      host: `${HOST}:${gateway}`,
    });
    expect(upstream.seen.most.one).toBe(3);
    expect(upstream.seen.most.two).toBe(3);
  });

  it('starts queued requests in the order they arrived', async () => {
    const upstream = await slowUpstream(10);
    const gatewayServer = createFunctionsGateway({
      host: HOST,
      upstreamPort: upstream.port,
      perFunction: 1,
      answerWithinMs: NEVER,
    });
    const gateway = await listen(gatewayServer);
    const calls: Promise<Response>[] = [];
    for (let i = 0; i < 6; i += 1) {
      const arrived = nextArrival(gatewayServer);
      calls.push(fetch(`http://${HOST}:${gateway}/p/r/fn?i=${i}`));
      await arrived;
    }
    await Promise.all(calls);
    expect(upstream.seen.order).toEqual(Array.from({ length: 6 }, (_, i) => `/p/r/fn?i=${i}`));
  });

  it('drops a waiting request whose caller gave up, and still serves the rest', async () => {
    let answerFirst!: () => void;
    const firstMayAnswer = new Promise<void>((resolve) => (answerFirst = resolve));
    const order: string[] = [];
    const upstream = await listen(
      createServer(async (request, response) => {
        order.push(request.url!);
        if (request.url!.endsWith('first')) await firstMayAnswer;
        response.writeHead(201).end();
      }),
    );
    const gatewayServer = createFunctionsGateway({
      host: HOST,
      upstreamPort: upstream,
      perFunction: 1,
      answerWithinMs: NEVER,
    });
    const gateway = await listen(gatewayServer);
    let arrived = nextArrival(gatewayServer);
    const first = fetch(`http://${HOST}:${gateway}/p/r/fn?i=first`);
    await arrived;
    // Queued behind the first, which holds the function's only turn until the test lets it answer.
    const caller = new AbortController();
    arrived = nextArrival(gatewayServer);
    const impatient = fetch(`http://${HOST}:${gateway}/p/r/fn?i=gone`, { signal: caller.signal });
    const waiting = await arrived;
    const left = new Promise((resolve) => waiting.once('close', resolve));
    caller.abort();
    await expect(impatient).rejects.toThrow();
    await left;
    answerFirst();
    expect((await first).status).toBe(201);
    const last = await fetch(`http://${HOST}:${gateway}/p/r/fn?i=last`);
    expect(last.status).toBe(201);
    expect(order).toEqual(['/p/r/fn?i=first', '/p/r/fn?i=last']);
  });

  it('sends each request on a connection of its own, never on one the emulator may be closing', async () => {
    // An emulator that, like any Node server, ends an idle connection after a while: a request sent
    // on it at that moment fails. Here every request after a connection's first meets that.
    const port = await listen(
      createServer((request, response) => {
        const socket = request.socket as typeof request.socket & { answered?: boolean };
        if (socket.answered) return socket.destroy();
        socket.answered = true;
        response.end('answered');
      }),
    );
    const gateway = await listen(
      createFunctionsGateway({
        host: HOST,
        upstreamPort: port,
        perFunction: 2,
        answerWithinMs: NEVER,
      }),
    );
    for (const call of ['first', 'second', 'third']) {
      const response = await fetch(`http://${HOST}:${gateway}/p/r/fn?call=${call}`);
      expect(`${call}: ${response.status} ${await response.text()}`).toBe(`${call}: 200 answered`);
    }
  });

  it('answers a request the emulator never answers, and gives its turn to the next', async () => {
    // The gateway's clock moves only when the test says, so that a machine too busy to answer the
    // next request within the bound cannot make it look unanswered too (a run in CI did).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    // As the emulator does when a worker it starts for a request is not up in time.
    let reached: () => void;
    const droppedReached = new Promise<void>((resolve) => (reached = resolve));
    const port = await listen(
      createServer((request, response) => {
        if (request.url!.endsWith('dropped')) return reached();
        response.end('answered');
      }),
    );
    const gatewayServer = createFunctionsGateway({
      host: HOST,
      upstreamPort: port,
      perFunction: 1,
      answerWithinMs: 200,
    });
    const gateway = await listen(gatewayServer);
    const dropped = fetch(`http://${HOST}:${gateway}/p/r/fn?call=dropped`);
    await droppedReached;
    // Queued behind the dropped request, which holds the function's only turn.
    const arrived = nextArrival(gatewayServer);
    const next = fetch(`http://${HOST}:${gateway}/p/r/fn?call=next`);
    await arrived;
    vi.advanceTimersByTime(200);
    expect((await dropped).status).toBe(503);
    expect(await (await dropped).text()).toBe(UNANSWERED);
    const answer = await next;
    expect(`${answer.status} ${await answer.text()}`).toBe('200 answered');
  });

  it('answers 502 with the reason when the emulator cannot be reached', async () => {
    const closed = await listen(createServer());
    servers.pop()!.close();
    const gateway = await listen(
      createFunctionsGateway({
        host: HOST,
        upstreamPort: closed,
        perFunction: 2,
        answerWithinMs: NEVER,
      }),
    );
    const response = await fetch(`http://${HOST}:${gateway}/p/r/fn`);
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/could not be reached/);
  });
});
