/** What tells the bff that shoppers reach it over TLS, read once from the configuration. */
export interface TlsEvidence {
  /** STRIDE_PUBLIC_URL: an https public URL means every answer reaches the shopper over TLS. */
  readonly publicUrl: string;
  /** STRIDE_TRUST_PROXY: how many proxies in front may say so with X-Forwarded-Proto. */
  readonly trustProxy: number;
}

/**
 * Tells whether a request reached the storefront over TLS. The request's own URL cannot say: a
 * TLS-terminating proxy speaks plain http to the bff. X-Forwarded-Proto counts only with a trusted
 * proxy, and only the entry the outermost trusted proxy wrote (a client may write its own entries
 * further left, as with X-Forwarded-For).
 * @example servedOverTls({ publicUrl: 'https://shop.example', trustProxy: 0 })(request) // true
 */
export function servedOverTls(evidence: TlsEvidence): (request: Request) => boolean {
  if (new URL(evidence.publicUrl).protocol === 'https:') return () => true;
  if (evidence.trustProxy === 0) return () => false;
  return (request) => {
    const entries = (request.headers.get('x-forwarded-proto') ?? '').split(',').map((entry) => entry.trim().toLowerCase());
    return entries[Math.max(0, entries.length - evidence.trustProxy)] === 'https';
  };
}
