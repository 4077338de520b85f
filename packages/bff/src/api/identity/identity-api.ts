import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { AccessTokenVerifier } from '../principal.js';

/** The identity slice: token, sign-in, sign-up, sign-out, passwords, agent sign-in; verifies access tokens. */
export interface IdentityApi {
  readonly verifier: AccessTokenVerifier;
  register(app: Hono<AppEnv>, registry: OpenApiRegistry): void;
}

// Issue 3 in progress: until the identity slice issues tokens, no token verifies.
export function identityApi(_deps: ApiDeps): IdentityApi {
  return { verifier: { verify: async () => null }, register: () => {} };
}
