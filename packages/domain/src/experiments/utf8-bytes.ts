const REPLACEMENT_CHARACTER = 0xfffd;

function codePointAt(text: string, index: number): { codePoint: number; width: number } {
  const unit = text.charCodeAt(index);
  if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      return { codePoint: 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00), width: 2 };
    }
  }
  // A lone surrogate becomes U+FFFD, exactly as the WHATWG TextEncoder does, so hashes agree with the SDK.
  const isLoneSurrogate = unit >= 0xd800 && unit <= 0xdfff;
  return { codePoint: isLoneSurrogate ? REPLACEMENT_CHARACTER : unit, width: 1 };
}

function pushCodePoint(out: number[], cp: number): void {
  if (cp < 0x80) {
    out.push(cp);
  } else if (cp < 0x800) {
    out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  } else {
    out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
}

/**
 * Encodes a string as UTF-8 bytes without relying on the platform's TextEncoder (the domain has no DOM or Node types).
 * @example utf8Bytes('é') // Uint8Array [0xc3, 0xa9]
 */
export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = [];
  let index = 0;
  while (index < text.length) {
    const { codePoint, width } = codePointAt(text, index);
    pushCodePoint(out, codePoint);
    index += width;
  }
  return Uint8Array.from(out);
}
