/** The checkout steps, in order (commerce section 2). */
export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const;

/** One checkout step. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
