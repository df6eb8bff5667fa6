import { createServer, request as forward, type Server } from 'node:http';

/**
 * The Functions emulator starts a new Node process for every request that arrives while the
 * function's processes are all busy, with no upper bound: a burst of 200 calls starts 200 processes,
 * each loading the functions bundle, and on two cores the last answer comes after tens of seconds
 * (docs/decisions/0015-bursts-and-hot-documents.md). Cloud Run instead gives each function a few
 * instances and queues the rest. This gateway, on the port the site and the tests call, does the same
 * for the emulator: at most `perFunction` requests of one function in flight (so at most that many
 * warm processes each), the others wait their turn in arrival order. Everything else about a request
 * is the emulator's own.
 */
export interface FunctionsGatewayOptions {
  host: string;
  /** Where the Functions emulator itself listens. */
  upstreamPort: number;
  perFunction: number;
  /**
   * How long the emulator may take to start answering a request before the gateway answers it
   * instead (503, in the callable protocol's shape) and gives its turn to the next. The emulator
   * drops a request, never answering it, when the worker it starts for it is not up within its
   * worker start time-out (FUNCTIONS_DISCOVERY_TIMEOUT); without this bound the caller would wait
   * forever and the function lose one of its turns for good.
   */
  answerWithinMs: number;
}

/** The gateway's answer to a request the emulator left unanswered, as a callable's error. */
export const UNANSWERED = JSON.stringify({
  error: {
    status: 'UNAVAILABLE',
    message: 'The service is busy and did not answer in time. Please try again.',
  },
});

/** The function a request is for: `/{project}/{region}/{function}/…`; other paths share one queue. */
export function functionOfPath(url: string): string {
  const [, , name] = url.split('?')[0]!.split('/').filter(Boolean);
  return name ?? '';
}

class Turns {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Resolves when it is this caller's turn; the returned function gives the turn back. */
  take(cancelled: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.waiting.shift()?.();
      };
      const start = () => {
        cancelled.removeEventListener('abort', leave);
        this.inFlight += 1;
        resolve(release);
      };
      const leave = () => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(cancelled.reason);
      };
      if (this.inFlight < this.limit) return start();
      this.waiting.push(start);
      cancelled.addEventListener('abort', leave, { once: true });
    });
  }
}

export function createFunctionsGateway(options: FunctionsGatewayOptions): Server {
  const turnsOf = new Map<string, Turns>();
  return createServer((incoming, outgoing) => {
    const name = functionOfPath(incoming.url ?? '/');
    let turns = turnsOf.get(name);
    if (!turns) turnsOf.set(name, (turns = new Turns(options.perFunction)));
    // A caller that gives up while waiting leaves the queue; one that gives up while its request
    // runs lets the function finish (as Cloud Run does), its turn ending with the answer.
    const gone = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) gone.abort(new Error('The caller went away.'));
    });
    turns.take(gone.signal).then(
      (release) => {
        const upstream = forward(
          {
            // A connection of its own for every request: a kept-alive one can be closed by the
            // emulator (idle for its 5 s) just as a request is sent on it, which then fails with
            // "socket hang up". A new loopback connection costs next to nothing.
            agent: false,
            host: options.host,
            port: options.upstreamPort,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            clearTimeout(unanswered);
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            // Drained even when the caller has gone, so the turn always ends.
            outgoing.on('close', () => answer.resume());
            answer.on('close', release);
          },
        );
        let timedOut = false;
        const unanswered = setTimeout(() => {
          timedOut = true;
          upstream.destroy();
        }, options.answerWithinMs);
        upstream.on('error', (error) => {
          clearTimeout(unanswered);
          release();
          if (timedOut) {
            outgoing.writeHead(503, { 'content-type': 'application/json' });
            outgoing.end(UNANSWERED);
            return;
          }
          if (!outgoing.headersSent) {
            outgoing.writeHead(502, { 'content-type': 'text/plain' });
          }
          outgoing.end(`The Functions emulator could not be reached: ${error.message}`);
        });
        incoming.pipe(upstream);
      },
      () => incoming.resume(),
    );
  });
}

// `node functions-gateway.ts <port> <upstream port> <host> <per function> <answer within ms>`: run
// by the local stack.
if (import.meta.main) {
  const [port, upstreamPort, host, perFunction, answerWithinMs] = process.argv.slice(2);
  const server = createFunctionsGateway({
    host: host!,
    upstreamPort: Number(upstreamPort),
    perFunction: Number(perFunction),
    answerWithinMs: Number(answerWithinMs),
  });
  server.listen(Number(port), host, () => console.log(`Functions gateway on ${host}:${port}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
