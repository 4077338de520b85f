import type { KeptServerSecret } from '@stride/adapters-storage';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.port.js';

/** The name the generated access token key is kept under in server_secrets. */
export const ACCESS_TOKEN_KEY_NAME = 'access-token-key';

const WHERE_KEPT = { table: 'server_secrets', name: ACCESS_TOKEN_KEY_NAME };

export interface TokenSecretSources {
  /** Keeps the first candidate offered under a name and answers the kept one (keepServerSecret). */
  readonly keep: (name: string, candidate: string) => Promise<KeptServerSecret>;
  readonly randomBytes: (size: number) => Uint8Array;
  readonly logger: Logger;
}

/**
 * The access token key: STRIDE_TOKEN_SECRET when set; otherwise a random 32-byte key that the
 * first start stores in the database, so every later start and every replica signs with it. The
 * start that makes it says so in one warning; no key written in the repository is ever used.
 */
export async function resolveTokenSecret(config: Pick<Config, 'STRIDE_TOKEN_SECRET'>, sources: TokenSecretSources): Promise<string> {
  if (config.STRIDE_TOKEN_SECRET !== undefined) return config.STRIDE_TOKEN_SECRET;
  const candidate = Buffer.from(sources.randomBytes(32)).toString('base64url');
  const kept = await sources.keep(ACCESS_TOKEN_KEY_NAME, candidate);
  if (kept.created) {
    sources.logger.warn('STRIDE_TOKEN_SECRET is not set: generated a random access token key and kept it in the database', WHERE_KEPT);
  } else {
    sources.logger.info('access token key read from the database', WHERE_KEPT);
  }
  return kept.value;
}
