// Apart from the contact checks: the product page's first load asks only this, while the checks load with the wallet.
const upper = (code: string | undefined) => (code ?? '').trim().toUpperCase();

/**
 * Express wallet is offered only when the shopper's country equals the store country.
 * @example isExpressWalletOffered('us', 'US') // true
 */
export function isExpressWalletOffered(shopperCountry: string | undefined, storeCountry: string | undefined): boolean {
  return upper(shopperCountry) !== '' && upper(shopperCountry) === upper(storeCountry);
}
