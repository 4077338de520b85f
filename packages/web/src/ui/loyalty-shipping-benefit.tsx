import type { ReactElement } from 'react';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import { showsLoyaltyFreeShippingBenefit } from '@stride/domain/roles';
import { useMessages } from '../i18n/messages.js';
import { useRootData } from '../app/router.js';

/**
 * The loyalty members' free standard shipping, promised where the site's country offers it
 * (account-and-catalogue section 9 hides it for FR, IT, DE and GB); nothing elsewhere. The cart's
 * pricing gives it to a signed-in member on the same sites (PROMO-LOYALTY-FREESHIP). Not promised with the programme
 * turned off (STRIDE_LOYALTY).
 */
export function LoyaltyShippingBenefit({ market, className }: { readonly market: CatalogueMarket; readonly className?: string }): ReactElement | null {
  const { t } = useMessages();
  if (!useRootData().features.loyalty || !showsLoyaltyFreeShippingBenefit(market.countryCode)) return null;
  return (
    <p className={className === undefined ? 'loyalty-benefit' : `loyalty-benefit ${className}`} data-testid="loyalty-shipping-benefit">
      {t('loyalty.freeShippingBenefit')}
    </p>
  );
}
