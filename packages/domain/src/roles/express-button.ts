/**
 * True when quick-shop shows the PayPal-type express button: hidden for an in-store employee
 * who is logged in (account-and-catalogue section 6), since in-store orders must carry the
 * store and employee ids that the express flow does not send.
 */
export function showsPayPalExpressInQuickShop(input: { readonly inStoreSessionConnected: boolean; readonly loggedIn: boolean }): boolean {
  return !(input.inStoreSessionConnected && input.loggedIn);
}
