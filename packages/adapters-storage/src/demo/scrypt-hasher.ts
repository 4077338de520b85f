import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** Cost parameters: N = 2^14, r = 8, p = 1 (about 16 MiB and tens of milliseconds per hash). */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(plain.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a secret (password or PIN) with scrypt and a fresh 16-byte salt, in the self-describing
 * form `scrypt$N$r$p$saltB64$hashB64`, so the parameters can be raised later without breaking
 * stored hashes.
 * @example await hashSecret('Stride-demo-1') // 'scrypt$16384$8$1$...$...'
 */
export async function hashSecret(plain: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scrypt(plain, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when `plain` matches a hash made by hashSecret; false for a wrong secret or a malformed hash. */
export async function verifySecret(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!isCost(N) || !isCost(r) || !isCost(p) || salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await scrypt(plain, salt, expected.length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters node refuses (N not a power of two, too much memory) mean a hash we never made.
    return false;
  }
}

function isCost(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0 && value <= 1_048_576;
}

/** The hashers seedDemoData takes, backed by scrypt. */
export const scryptHashers = { hashPassword: hashSecret, hashPin: hashSecret } as const;
