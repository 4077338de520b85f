import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './scrypt-hasher.js';

describe('scrypt hasher', () => {
  it('writes scrypt$N$r$p$saltB64$hashB64 and verifies the right secret only', async () => {
    const stored = await hashSecret('Stride-demo-1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifySecret('Stride-demo-1', stored)).toBe(true);
    expect(await verifySecret('stride-demo-1', stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('salts every hash: the same secret twice gives two different hashes, both verifying', async () => {
    const [a, b] = await Promise.all([hashSecret('1234'), hashSecret('1234')]);
    expect(a).not.toBe(b);
    expect(await verifySecret('1234', a)).toBe(true);
    expect(await verifySecret('1234', b)).toBe(true);
  });

  it('answers false, never throws, for a malformed or foreign hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==', 'scrypt$1000$8$1$c2FsdA==$aGFzaA==', 'scrypt$16384$8$1$$']) {
      expect(await verifySecret('1234', stored)).toBe(false);
    }
  });

  it('reads the cost from the stored hash, so hashes made with other parameters still verify', async () => {
    const stored = await hashSecret('Stride-demo-1');
    const [, , , , salt] = stored.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheap = `scrypt$1024$8$1$${salt}$${scryptSync('Stride-demo-1', Buffer.from(salt ?? '', 'base64'), 32, { N: 1024, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifySecret('Stride-demo-1', cheap)).toBe(true);
  });
});
