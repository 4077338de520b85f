import type { PhotoType } from './review-photo.js';

// Metadata is removed by dropping the parts of the file that carry it, without decoding the picture: JPEG APPn and COM
// segments (EXIF, XMP, IPTC, comments, thumbnails) but JFIF, the ICC colour profile and Adobe's colour transform; PNG
// chunks other than the picture's and its colour rendering (tEXt, zTXt, iTXt, eXIf, tIME go); WebP EXIF and XMP
// chunks (and their flags in VP8X). docs/decisions.md, "Review photos", says why by hand rather than by a library.

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

/** APPn segments kept: APP0 JFIF, APP2 ICC_PROFILE (colours), APP14 Adobe (colour transform). */
function keepJpegApp(marker: number, body: Uint8Array): boolean {
  if (marker === 0xe0) return text(body, 0, 5) === 'JFIF\0';
  if (marker === 0xe2) return text(body, 0, 12) === 'ICC_PROFILE\0';
  return marker === 0xee && text(body, 0, 5) === 'Adobe';
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return concat([...parts, bytes.subarray(at, at + 2)]);
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    // Start of scan: the entropy-coded picture and everything after it are kept as they are.
    if (marker === 0xda) return concat([...parts, bytes.subarray(at)]);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (!(isApp && !keepJpegApp(marker, segment.subarray(4))) && marker !== 0xfe) parts.push(segment);
    at += 2 + length;
  }
  return null;
}

/** PNG chunks kept: the picture's own and how to render its colours; every other ancillary chunk goes. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + at, 8);
    const length = view.getUint32(0);
    const type = text(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    if (type === 'IEND') return concat(parts);
    at = end;
  }
  return null;
}

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = text(bytes, at, 4);
    const size = new DataView(bytes.buffer, bytes.byteOffset + at + 4, 4).getUint32(0, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > bytes.length) return null;
    const chunk = bytes.slice(at, Math.min(end, bytes.length));
    // VP8X flags: bit 3 says an EXIF chunk follows, bit 2 an XMP one; neither does any more.
    if (type === 'VP8X' && chunk.length > 8) chunk[8] = (chunk[8] ?? 0) & ~0x0c;
    if (type !== 'EXIF' && type !== 'XMP ') parts.push(chunk);
    at = end;
  }
  if (parts.length === 0) return null;
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}

/**
 * A photo without its metadata (where and when it was taken, the camera, comments, thumbnails), the picture itself
 * byte for byte; null when the file is not a well-formed image of its type.
 * @example stripPhotoMetadata(jpegWithExif, 'image/jpeg') // the same JPEG without its APP1 segment
 */
export function stripPhotoMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array | null {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}
