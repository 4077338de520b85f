const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

function rotl32(value: number, shift: number): number {
  return (value << shift) | (value >>> (32 - shift));
}

function scramble(k: number): number {
  return Math.imul(rotl32(Math.imul(k, C1), 15), C2);
}

function readBlock(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16) | ((bytes[offset + 3] ?? 0) << 24);
}

function readTail(bytes: Uint8Array, offset: number, remaining: number): number {
  let k = 0;
  if (remaining >= 3) k ^= (bytes[offset + 2] ?? 0) << 16;
  if (remaining >= 2) k ^= (bytes[offset + 1] ?? 0) << 8;
  if (remaining >= 1) k ^= bytes[offset] ?? 0;
  return k;
}

function finalMix(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * MurmurHash3 x86 32-bit of a byte sequence (Austin Appleby's reference algorithm), as an unsigned 32-bit integer.
 * @example murmurHash3X86x32(utf8Bytes('hello'), 0) // 0x248bfa47
 */
export function murmurHash3X86x32(bytes: Uint8Array, seed: number): number {
  const blockCount = bytes.length >>> 2;
  let h = seed >>> 0;
  for (let block = 0; block < blockCount; block++) {
    h ^= scramble(readBlock(bytes, block * 4));
    h = rotl32(h, 13);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const remaining = bytes.length & 3;
  if (remaining > 0) {
    h ^= scramble(readTail(bytes, blockCount * 4, remaining));
  }
  h ^= bytes.length;
  return finalMix(h);
}
