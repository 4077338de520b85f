// The performance beacon's limits, without zod: the contract's schema and the browser's sender
// both read them (the browser bundle ships no zod).

/** The web-vitals the storefront measures (commerce section 7, "Other": the performance beacon). */
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;

/** At most this many measurements in one beacon: a page sends one of each vital. */
export const MAX_BEACON_MEASUREMENTS = 10;

/** A beacon's page: a plain path (no query or fragment) of at most BEACON_PAGE_MAX_LENGTH characters. */
export const BEACON_PAGE_PATTERN = /^\/[A-Za-z0-9\-._~/%]*$/;
export const BEACON_PAGE_MAX_LENGTH = 200;

/** The largest measurement a beacon carries (ms, or the CLS score). */
export const MAX_WEB_VITAL_VALUE = 600_000;
