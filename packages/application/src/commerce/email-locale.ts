import { catalogueMarketFor } from '@stride/domain/catalogue';

/**
 * The locale an e-mail is worded in: the site the shopper used (`fr-ca` reads as fr-CA), the
 * default market's for a call that names no site or an unknown one.
 * @example emailLocaleFor('fr-ca') // 'fr-CA'
 */
export function emailLocaleFor(locale: string | undefined): string {
  return catalogueMarketFor(locale).locale;
}
