import { crc32, deflateSync } from 'node:zlib';

// Small images with metadata in them, built byte by byte, for the photo upload tests: what a phone's photo carries
// (EXIF with GPS, a comment, XMP, text chunks) around a picture any browser shows.

const bytesOf = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const u16 = (n: number): number[] => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/** The words the metadata carries: found nowhere in a stripped file. */
export const PHOTO_SECRET = 'GPS 45.5017N 73.5673W Sam-iPhone';

/** A 1x1 baseline JPEG (JFIF, one grey pixel). */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** The tiny JPEG with an EXIF segment (APP1) and a comment (COM) after its JFIF header, as a camera writes them. */
export function jpegWithMetadata(): Uint8Array {
  const exif = [...bytesOf('Exif\0\0'), ...bytesOf(PHOTO_SECRET)];
  const comment = bytesOf(PHOTO_SECRET);
  const jfifEnd = 2 + 2 + ((TINY_JPEG[4] ?? 0) << 8) + (TINY_JPEG[5] ?? 0);
  return new Uint8Array([
    ...TINY_JPEG.subarray(0, jfifEnd),
    0xff,
    0xe1,
    ...u16(exif.length + 2),
    ...exif,
    0xff,
    0xfe,
    ...u16(comment.length + 2),
    ...comment,
    ...TINY_JPEG.subarray(jfifEnd),
  ]);
}

function pngChunk(type: string, data: readonly number[]): number[] {
  const typed = Buffer.from([...bytesOf(type), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** A 2x2 red PNG with a tEXt chunk, an eXIf chunk and a tIME chunk. */
export function pngWithMetadata(): Uint8Array {
  const row = [0, 255, 0, 0, 255, 0, 0];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [...u32(2), ...u32(2), 8, 2, 0, 0, 0]),
    ...pngChunk('tEXt', [...bytesOf('Comment\0'), ...bytesOf(PHOTO_SECRET)]),
    ...pngChunk('eXIf', [...bytesOf('MM\0*'), ...bytesOf(PHOTO_SECRET)]),
    ...pngChunk('tIME', [0x07, 0xea, 11, 27, 12, 0, 0]),
    ...pngChunk('IDAT', [...pixels]),
    ...pngChunk('IEND', []),
  ]);
}

/** A WebP with a VP8X header saying EXIF and XMP follow, a picture chunk, and both metadata chunks. */
export function webpWithMetadata(): Uint8Array {
  const chunk = (type: string, data: readonly number[]) => [...bytesOf(type), ...u32le(data.length), ...data, ...(data.length % 2 === 1 ? [0] : [])];
  const body = [
    ...chunk('VP8X', [0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...chunk('VP8L', [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
    ...chunk('EXIF', bytesOf(PHOTO_SECRET)),
    ...chunk('XMP ', bytesOf(PHOTO_SECRET)),
  ];
  return new Uint8Array([...bytesOf('RIFF'), ...u32le(body.length + 4), ...bytesOf('WEBP'), ...body]);
}

/** Whether the metadata's words are anywhere in a file. */
export function holdsMetadata(bytes: Uint8Array): boolean {
  return Buffer.from(bytes).includes(PHOTO_SECRET);
}
