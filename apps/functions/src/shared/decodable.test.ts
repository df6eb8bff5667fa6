import { describe, expect, it, vi } from 'vitest';
import { guardDecoding, isDecodable } from './decodable.ts';

describe('isDecodable', () => {
  it('accepts plain JSON and the protocol longs, refuses what the decoder throws on', () => {
    expect(isDecodable({ a: [1, 'b', null, { c: true }] })).toBe(true);
    expect(
      isDecodable({ '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '12' }),
    ).toBe(true);
    expect(
      isDecodable({ '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: 'x' }),
    ).toBe(false);
    expect(isDecodable({ nested: [{ '@type': 'anything' }] })).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i += 1) deep = { deep };
    expect(isDecodable(deep)).toBe(false);
  });
});

describe('guardDecoding', () => {
  it('answers 400 INVALID_ARGUMENT itself, and keeps the callable properties', () => {
    const inner = Object.assign(vi.fn(), { __endpoint: { region: ['x'] }, run: vi.fn() });
    const guarded = guardDecoding(inner) as unknown as typeof inner;
    expect(guarded.__endpoint).toBe(inner.__endpoint);
    expect(guarded.run).toBe(inner.run);
    const json = vi.fn();
    const response = { status: vi.fn(() => ({ json })) };
    guarded({ method: 'POST', body: { data: { '@type': 'nope' } } }, response);
    expect(response.status).toHaveBeenCalledWith(400);
    expect(json.mock.calls[0]?.[0]).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    expect(inner).not.toHaveBeenCalled();
    guarded({ method: 'POST', body: { data: { ok: 1 } } }, response);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
