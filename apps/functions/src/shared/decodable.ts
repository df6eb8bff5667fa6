/** What the guard needs of Express's request and response. */
interface HttpRequest {
  method: string;
  body?: unknown;
}
interface HttpResponse {
  status(code: number): { json(body: unknown): unknown };
}

const LONG_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Deeper than any payload of the contract; deeper still could exhaust the decoder's stack. */
const MAX_DEPTH = 64;

/**
 * Whether firebase-functions' callable decoder can read `data` without throwing: it turns
 * `{"@type": Int64Value, "value": "12"}` into a number and throws a plain Error (answered 500) for
 * any other `@type`, or a value that is not a number. Checked before the decoder runs.
 */
export function isDecodable(data: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (data === null || typeof data !== 'object') return true;
  if (Array.isArray(data)) return data.every((item) => isDecodable(item, depth + 1));
  const record = data as Record<string, unknown>;
  if (record['@type']) {
    return (
      typeof record['@type'] === 'string' &&
      LONG_TYPES.has(record['@type']) &&
      !Number.isNaN(Number.parseFloat(String(record.value)))
    );
  }
  return Object.values(record).every((value) => isDecodable(value, depth + 1));
}

export const UNDECODABLE_MESSAGE =
  'The request could not be read: send the documented fields as JSON.';

/**
 * Wraps a callable's HTTP handler so a payload the protocol decoder cannot read is answered 400
 * INVALID_ARGUMENT (in the callable protocol's error shape) instead of 500. Keeps the function's own
 * properties (its endpoint description, `run`), which the emulator and deploy read.
 */
export function guardDecoding<Fn extends object>(callable: Fn): Fn {
  const handle = callable as unknown as (request: HttpRequest, response: HttpResponse) => unknown;
  const guarded = (request: HttpRequest, response: HttpResponse) => {
    const body = request.body as { data?: unknown } | undefined;
    if (request.method === 'POST' && !isDecodable(body?.data)) {
      response
        .status(400)
        .json({ error: { status: 'INVALID_ARGUMENT', message: UNDECODABLE_MESSAGE } });
      return;
    }
    return handle(request, response);
  };
  return Object.assign(guarded, callable) as unknown as Fn;
}
