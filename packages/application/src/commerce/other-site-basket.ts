import { siteCurrencyFor } from '@stride/domain/catalogue';
import { BASKET_OTHER_SITE, strideError, STRIDE_DEFINED_ERRORS, type StrideError } from '@stride/domain/errors';

/** Who acts on a basket, and from which site. */
export interface SiteCaller {
  /** Set on agent tokens: support tooling acts on baskets of every site. */
  readonly agentRole?: string | undefined;
  /** The locale of the site the call comes from (its `locale` query). */
  readonly siteLocale?: string | undefined;
}

/**
 * One currency per basket: BSK409 when the caller shops from a site whose currency is not the
 * basket's, undefined otherwise (an agent, a call naming no site or an unknown one).
 * @example otherSiteRefusal('CAD', { siteLocale: 'en-GB' })?.code // 'BSK409'
 */
export function otherSiteRefusal(basketCurrency: string, caller: SiteCaller): StrideError | undefined {
  const siteCurrency = caller.agentRole === undefined ? siteCurrencyFor(caller.siteLocale) : undefined;
  if (siteCurrency === undefined || siteCurrency === basketCurrency) return undefined;
  return strideError(BASKET_OTHER_SITE, STRIDE_DEFINED_ERRORS.BSK409.message, { basketCurrency, siteCurrency });
}
