import { needPersonalisation } from './personalisation-demand.js';

// Conversions for the experiment client, callable from any page (order placed, add to cart) without loading the
// client: they wait in a window queue, as a dataLayer does, which the experiment runtime drains and then serves.

/** One conversion: a datafile event key and its tags. */
export type ExperimentConversion = readonly [eventKey: string, tags?: Readonly<Record<string, unknown>>];

declare global {
  interface Window {
    /** Conversions waiting for the experiment runtime; it replaces `push` with its own tracking once it runs. */
    strideExperimentEvents?: { push(conversion: ExperimentConversion): unknown };
  }
}

/**
 * Reports a conversion of a datafile event (`add_to_cart`, `purchase`) for this visitor, with its tags (`revenue`
 * in minor units as an integer, `value` a float); the client drops it without consent.
 * @example trackExperimentEvent('purchase', { revenue: 12999 });
 */
export function trackExperimentEvent(eventKey: string, tags?: Readonly<Record<string, unknown>>): void {
  const conversion: ExperimentConversion = tags === undefined ? [eventKey] : [eventKey, tags];
  (window.strideExperimentEvents ??= [] as ExperimentConversion[]).push(conversion);
  needPersonalisation();
}
