/**
 * What placing an order needs in the browser (the place order flow, the 3-D Secure challenge's completion and the
 * routing of a failure), loaded when the summary step loads or a call fails: a checkout opens on shipping, and its
 * first load stays within the page budget.
 */
export { completeThreeDsChallenge, placeOrderFlow, routeCheckoutFailure } from '@stride/application/storefront';
