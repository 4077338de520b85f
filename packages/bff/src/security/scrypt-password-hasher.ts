import { hashSecret, verifySecret } from '@stride/adapters-storage';
import type { PasswordHasher } from '@stride/domain/identity';

/** Passwords hashed with scrypt and a per-user salt (the demo seed's hasher, one definition). */
export function scryptPasswordHasher(): PasswordHasher {
  // Made once, lazily: an unknown e-mail is checked against it so it costs one scrypt like a real account.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hashSecret(password),
    verify: (password, hash) => verifySecret(password, hash),
    async verifyDummy(password) {
      dummy ??= hashSecret('stride-dummy-password');
      await verifySecret(password, await dummy);
    },
  };
}
