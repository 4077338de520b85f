import type { StrideApiClient } from '@stride/adapters-http/browser';

/**
 * This device's fingerprint for the payment's fraud check (commerce sections 3 and 7): the SHA-256, in hex, of what
 * the browser tells any site about the device (user agent, languages, platform, cores, screen, pixel ratio, time zone,
 * touch points). Nothing is stored on the device, and the same device gives the same value on each visit
 * (docs/decisions.md, "Device fingerprint").
 * @example await deviceFingerprint() // 'a3f1…' (64 hex digits)
 */
export async function deviceFingerprint(): Promise<string> {
  const { navigator: nav, screen } = window;
  const parts = [
    nav.userAgent,
    nav.languages.join(','),
    nav.platform,
    nav.hardwareConcurrency,
    nav.maxTouchPoints,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    window.devicePixelRatio,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ];
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|')));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `POST /cart/v1/deviceFingerPrint` for the basket checkout opened. Its loss is only a weaker fraud check, so a failure
 * (no Web Crypto outside a secure context, a network error) is not the shopper's concern and is left unsaid.
 */
export async function sendDeviceFingerprint(api: StrideApiClient, basketId: string): Promise<void> {
  try {
    await api.call('setDeviceFingerprint', { body: { cartId: basketId, deviceFingerPrint: await deviceFingerprint() } });
  } catch {
    // Left unsaid, as above.
  }
}
