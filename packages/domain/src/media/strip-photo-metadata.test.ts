import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { photoTypeOf } from './review-photo.js';
import { stripPhotoMetadata } from './strip-photo-metadata.js';

const bytes = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const segment = (marker: number, body: readonly number[]): number[] => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
const JFIF = segment(0xe0, [...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const QUANT = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
const SCAN = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0x34, 0xff, 0xd9];
const jpeg = (...middle: number[][]): Uint8Array => new Uint8Array([0xff, 0xd8, ...JFIF, ...middle.flat(), ...QUANT, ...SCAN]);

/** A metadata segment: any APPn but the kept ones, or a comment, with arbitrary bytes. */
const metadataSegment = fc
  .tuple(fc.constantFrom(0xe1, 0xe3, 0xe4, 0xed, 0xef, 0xfe), fc.uint8Array({ minLength: 0, maxLength: 40 }))
  .map(([marker, body]) => segment(marker, [...body]));

describe('photoTypeOf', () => {
  it('tells JPEG, PNG and WebP by their first bytes and nothing else', () => {
    expect(photoTypeOf(jpeg())).toBe('image/jpeg');
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(photoTypeOf(new Uint8Array([...bytes('RIFF'), 4, 0, 0, 0, ...bytes('WEBP')]))).toBe('image/webp');
    expect(photoTypeOf(new Uint8Array(bytes('GIF89a')))).toBeNull();
    expect(photoTypeOf(new Uint8Array(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(photoTypeOf(new Uint8Array([...bytes('RIFF'), 4, 0, 0, 0, ...bytes('WAVE')]))).toBeNull();
  });
});

describe('stripPhotoMetadata', () => {
  it('stripping a JPEG drops every metadata segment and keeps the rest byte for byte', () => {
    fc.assert(
      fc.property(fc.array(metadataSegment, { maxLength: 5 }), (segments) => {
        expect(stripPhotoMetadata(jpeg(...segments), 'image/jpeg')).toEqual(jpeg());
      }),
      { numRuns: 100 },
    );
  });

  it('stripping twice gives what stripping once gave', () => {
    fc.assert(
      fc.property(fc.array(metadataSegment, { maxLength: 5 }), (segments) => {
        const once = stripPhotoMetadata(jpeg(...segments), 'image/jpeg');
        expect(once === null ? null : stripPhotoMetadata(once, 'image/jpeg')).toEqual(once);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps the ICC colour profile of a JPEG and refuses a cut-off one', () => {
    const icc = segment(0xe2, [...bytes('ICC_PROFILE\0'), 1, 1, 9, 9]);
    expect(stripPhotoMetadata(jpeg(icc, segment(0xe1, bytes('Exif\0\0GPS'))), 'image/jpeg')).toEqual(jpeg(icc));
    expect(stripPhotoMetadata(jpeg().subarray(0, 30), 'image/jpeg')).toBeNull();
  });

  it('drops PNG text, eXIf and tIME chunks, and WebP EXIF and XMP chunks with their flags', () => {
    const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...bytes(type), ...data, 1, 2, 3, 4];
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const head = chunk(
      'IHDR',
      Array.from({ length: 13 }, () => 1),
    );
    const tail = [...chunk('IDAT', [7, 7]), ...chunk('IEND', [])];
    const png = new Uint8Array([...signature, ...head, ...chunk('tEXt', bytes('Author\0Sam')), ...chunk('eXIf', [1, 2]), ...chunk('tIME', [0, 0]), ...tail]);
    expect(stripPhotoMetadata(png, 'image/png')).toEqual(new Uint8Array([...signature, ...head, ...tail]));

    const riff = (body: number[]) => new Uint8Array([...bytes('RIFF'), body.length + 4, 0, 0, 0, ...bytes('WEBP'), ...body]);
    const webpChunk = (type: string, data: number[]) => [...bytes(type), data.length, 0, 0, 0, ...data, ...(data.length % 2 === 1 ? [0] : [])];
    const picture = webpChunk('VP8L', [1, 2, 3]);
    const webp = riff([
      ...webpChunk('VP8X', [0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      ...picture,
      ...webpChunk('EXIF', bytes('GPS')),
      ...webpChunk('XMP ', bytes('<x/>')),
    ]);
    expect(stripPhotoMetadata(webp, 'image/webp')).toEqual(riff([...webpChunk('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), ...picture]));
  });
});
