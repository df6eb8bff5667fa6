import fc from 'fast-check';

// What an attacker sends a callable: generated payloads, most of them hostile, for fuzzCallable
// (fuzz.ts) and for the integration tests that fuzz a callable's fields themselves.

/** Text that has broken endpoints before: control and invisible characters, lone surrogates, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string())
      .map(([before, half, after]) => `${before}${String.fromCharCode(half)}${after}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202e',
      '\u200b',
      '\n\t\r',
      '💥',
      '𝔘',
      '<script>',
    ),
  },
  // Past every bound, and past Firestore's 1 MiB document limit.
  {
    weight: 1,
    arbitrary: fc.constantFrom(300, 5_000, 100_000, 1_100_000).map((n) => 'x'.repeat(n)),
  },
);

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar dates and instants out of every range: year 9999, month 13, day 0, 30 February. */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(0, 1, 1999, 2000, 2100, 2101, 9999, 10_000, 275_760),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`),
  fc.constantFrom(
    '2026-02-30',
    '2026-13-45T99:99:99Z',
    '+275760-09-13',
    '-000001-01-01',
    '2026-1-1',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

const LONG_TYPE = 'type.googleapis.com/google.protobuf.Int64Value';

/** The callable protocol's typed values (`{"@type": ...}`), which its decoder reads, or throws on. */
const protocolObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    '@type': fc.constantFrom(
      LONG_TYPE,
      'type.googleapis.com/google.protobuf.UInt64Value',
      'type.googleapis.com/google.protobuf.Any',
      '',
    ),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('12')),
  }),
  fc.record({ '@type': fc.jsonValue() }),
);

/** Structures no schema expects: deep nesting, long arrays, prototype keys. */
const nestedJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 50, max: 2_000 }).map((depth) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) value = i % 2 ? { value } : [value];
    return value;
  }),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}')),
);

/** Any hostile value: for a whole payload or for one field of it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileDate },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: protocolObject },
  { weight: 1, arbitrary: nestedJunk },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
    ),
  },
);

/**
 * Payloads for a callable whose valid fields `fields` generates: some entirely valid (so the success
 * path runs too), most with each field valid, hostile or missing and extra fields besides, and some
 * hostile as a whole.
 */
export function hostilePayload(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  const mixed = Object.fromEntries(
    Object.entries(fields).map(([name, valid]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileValue }),
    ]),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.record(fields) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.record(mixed, { requiredKeys: Object.keys(fields).slice(0, 1) }),
          fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
        )
        .map(([payload, extra]) => ({ ...extra, ...payload })),
    },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Request bodies: mostly the protocol's `{"data": payload}`, sometimes not even that. */
export function requestBody(payload: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 15, arbitrary: payload.map((data) => JSON.stringify({ data })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'not json', '[]', 'null', '"data"', '{"dat":1}', '{"data":1'),
    },
  );
}
