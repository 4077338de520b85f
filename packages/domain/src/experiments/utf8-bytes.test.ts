import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8-bytes.js';

// Any code points, lone surrogates included; built by hand because fast-check's 'binary' unit is slow to warm up.
const anyText = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 24 }).map((points) => String.fromCodePoint(...points));

// The platform encoder is only used here, as an oracle; the domain code cannot rely on it.
const platformEncoder = new (globalThis as unknown as { TextEncoder: new () => { encode(s: string): Uint8Array } }).TextEncoder();

describe('utf8Bytes', () => {
  it('encodes 1 to 4 byte sequences', () => {
    expect([...utf8Bytes('A')]).toEqual([0x41]);
    expect([...utf8Bytes('é')]).toEqual([0xc3, 0xa9]);
    expect([...utf8Bytes('日')]).toEqual([0xe6, 0x97, 0xa5]);
    expect([...utf8Bytes('😀')]).toEqual([0xf0, 0x9f, 0x98, 0x80]);
  });

  it('turns a lone surrogate into U+FFFD like TextEncoder', () => {
    expect([...utf8Bytes('a\ud800b')]).toEqual([0x61, 0xef, 0xbf, 0xbd, 0x62]);
    expect([...utf8Bytes('\udc00')]).toEqual([0xef, 0xbf, 0xbd]);
  });

  it('law: encoding any string gives the same bytes as the platform TextEncoder', () => {
    const anyUtf16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 }).map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(fc.oneof(anyText, anyUtf16), (text) => {
        expect([...utf8Bytes(text)]).toEqual([...platformEncoder.encode(text)]);
      }),
    );
  });
});
