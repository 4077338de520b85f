import { createStrideApiClient } from '@stride/adapters-http/browser';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import type { AnalyticsEvent } from '@stride/domain/personalisation';

const api = createStrideApiClient({
  // keepalive: a batch flushed as the page is hidden still reaches the collector.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin', keepalive: true }),
  baseUrl: window.location.origin,
  locale: document.documentElement.lang || 'en-US',
  newCorrelationId: () => crypto.randomUUID(),
  addresses: contentRouteAddresses,
});

/** Sends a batch to the first-party collector (at most 50 per call); a failure is logged, never shown. */
export async function sendAnalyticsEvents(events: readonly AnalyticsEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += 50) {
    const sent = await api.call('collectAnalytics', { body: { events: events.slice(start, start + 50) } });
    if (sent.isErr()) console.warn('[analytics] events not sent', sent.error);
  }
}
