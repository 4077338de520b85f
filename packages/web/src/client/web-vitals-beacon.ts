import { BEACON_PAGE_MAX_LENGTH, BEACON_PAGE_PATTERN, MAX_WEB_VITAL_VALUE, type PerformanceBeaconBody } from '@stride/application/storefront';
import { routeAddresses } from '@stride/application/route-addresses';

/** Where the storefront sends its timing measurements (commerce section 7, "Other"): `sendBeacon`, not the client. */
export const PERFORMANCE_BEACON_PATH = routeAddresses.ingestWebVitals.path;

type Vital = PerformanceBeaconBody['measurements'][number]['name'];
type LayoutShift = PerformanceEntry & { readonly value: number; readonly hadRecentInput: boolean };

const round = (name: Vital, value: number) =>
  Math.min(MAX_WEB_VITAL_VALUE, Math.max(0, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10));
// The contract takes a plain path; a path with other characters is reported as the site root.
const pagePath = (path: string) => (BEACON_PAGE_PATTERN.test(path) && path.length <= BEACON_PAGE_MAX_LENGTH ? path : '/');

function observe(type: string, onEntries: (entries: PerformanceEntryList) => void, extra: Record<string, unknown> = {}): void {
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true, ...extra });
  } catch {
    // An entry type this browser does not report: that vital is left out.
  }
}

/**
 * Measures the first page view's web vitals with the browser's PerformanceObserver and sends them
 * once, with `sendBeacon`, when the page is hidden (closed, or the tab left). LCP, FCP and TTFB as
 * the browser reports them; CLS as the sum of shifts without recent input; INP as the longest
 * interaction (events of 40 ms or more). Client-side navigations after the first page are not measured.
 */
export function startWebVitalsBeacon(): void {
  const values = new Map<Vital, number>();
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last !== undefined) values.set('LCP', last.startTime);
  });
  observe('paint', (entries) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') values.set('FCP', entry.startTime);
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as LayoutShift[]) if (!entry.hadRecentInput) values.set('CLS', (values.get('CLS') ?? 0) + entry.value);
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries) values.set('INP', Math.max(values.get('INP') ?? 0, entry.duration));
    },
    { durationThreshold: 40 },
  );
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation !== undefined) values.set('TTFB', navigation.responseStart);
  const page = pagePath(window.location.pathname);
  let sent = false;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || values.size === 0) return;
    sent = true;
    const body: PerformanceBeaconBody = { page, measurements: [...values].map(([name, value]) => ({ name, value: round(name, value) })) };
    navigator.sendBeacon(PERFORMANCE_BEACON_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  });
}
