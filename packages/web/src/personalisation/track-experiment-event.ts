// Conversions for the experiment client, callable from any page (add to cart, order placed) without loading it.

type Tracker = { track(eventKey: string, tags?: unknown): void };
let tracker: Tracker | null = null;

/** The runtime registers itself here once it runs. */
export function setExperimentTracker(next: Tracker): void {
  tracker = next;
}

/**
 * Reports a conversion of a datafile event (`add_to_cart`, `purchase`) for this visitor, with its tags (`revenue`
 * in minor units as an integer, `value` a float); nothing without consent or before the experiment client runs.
 * @example trackExperimentEvent('purchase', { revenue: 12999 });
 */
export function trackExperimentEvent(eventKey: string, tags?: Readonly<Record<string, unknown>>): void {
  tracker?.track(eventKey, tags);
}
