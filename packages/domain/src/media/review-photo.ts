/** The image types a shopper's photo may be, told by its first bytes (never by its file name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/**
 * Bounds of shoppers' photos with a review. 700 KiB keeps an upload (base64 in a JSON body) under the server's 1 MiB
 * body limit; the web page scales a larger photo down before sending it (docs/decisions.md, "Review photos").
 */
export const PHOTO_LIMITS = {
  bytesMax: 700 * 1024,
  perReview: 3,
} as const;

/** A photo's id: `ph-` and 20 lower-case hex digits. */
export const PHOTO_ID_PATTERN = /^ph-[a-z0-9]{20}$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of a file by its magic bytes: JPEG (`FF D8 FF`), PNG (its 8-byte signature) or WebP (`RIFF` .... `WEBP`);
 * null for anything else, whatever its name says.
 * @example photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
