import type { AccessTokenClaims } from '../access-token-claims.js';
import type { LoyaltyTokenClaims } from '../loyalty-token.js';

/** Password hashing with a per-user salt (scrypt or argon2). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Burns the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
  verifyDummy(password: string): Promise<void>;
}

/** Signs access tokens. */
export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims): string;
}

/** Signs loyalty tokens (audience `loyalty`): a key and token type of their own, so no access token verifier accepts one. */
export interface LoyaltyTokenSigner {
  sign(claims: LoyaltyTokenClaims): string;
}

/** Opaque secrets and their digests: values go to clients, only digests are stored. */
export interface OpaqueTokens {
  /** A fresh random token (32 bytes, base64url). */
  generate(): string;
  /** The digest stored for a token (SHA-256, hex). */
  digest(token: string): string;
  /** A fresh identifier for guests, families and the like. */
  id(prefix: string): string;
}
