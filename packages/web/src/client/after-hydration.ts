/**
 * What the page starts once hydrated, kept out of the first load: the web-vitals beacon (its observers are buffered,
 * so they still see what the browser recorded before it arrived), then the consent banner and preferences and the
 * experiment client. One import from the entry: each dynamic import there costs the first load its preload list.
 */
export function afterHydration(): void {
  void import('./web-vitals-beacon.js').then(({ startWebVitalsBeacon }) => startWebVitalsBeacon());
  void import('../personalisation/start-personalisation.js').then(({ startPersonalisation }) => startPersonalisation());
}
