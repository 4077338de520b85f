import type { InStoreAuthority } from '@stride/application/commerce';
import type { Principal } from '../api/principal.js';

/** The Hono environment of the bff: what middleware puts on the context for later handlers. */
export interface AppEnv {
  Variables: {
    correlationId: string;
    /** Who is calling, when the request carried a valid access token (Bearer or cookie). */
    principal: Principal | undefined;
    /** The associate's authority, when the request comes from a store device with an open in-store session. */
    inStore: InStoreAuthority | undefined;
    /** How many proxies' X-Forwarded-For entries to believe (STRIDE_TRUST_PROXY); see clientAddress. */
    trustedProxies: number | undefined;
    /** Whether the shopper reached the store over TLS (public URL or trusted proxy): Secure cookies. */
    servedOverTls: boolean;
  };
}
