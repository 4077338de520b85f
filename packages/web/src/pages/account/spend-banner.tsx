import { useId, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import { spendBannerFor, type SpendBannerKind } from '@stride/domain/roles';
import { useMarket } from '../../app/router.js';
import { type MessageId, useMessages } from '../../i18n/messages.js';
import { formatPrice } from '../../ui/format-price.js';

type ConsumerDetails = ConsumerProfileView['consumerDetails'];

const TITLES: Readonly<Record<SpendBannerKind, MessageId>> = {
  employee: 'account.employeeDiscount',
  athlete: 'account.athleteCredit',
  ipa: 'account.ipaCredit',
  wranx: 'account.wranxCredit',
};

/** Where each banner's figures (and their currency) are in consumerDetails: IPA and WRANX share the prosumer's. */
const FIGURES: Readonly<Record<SpendBannerKind, 'employee' | 'athlete' | 'prosumer'>> = {
  employee: 'employee',
  athlete: 'athlete',
  ipa: 'prosumer',
  wranx: 'prosumer',
};

/**
 * The shopper's one spend banner (account section 6): the highest-ranked group they belong to, employee (once the
 * discount terms are accepted), athlete, IPA, then WRANX, with this year's spend against the annual cap or credit
 * and what is left, in the figures' currency and the page's language. Nothing for a shopper of no group.
 * A default export: the account page loads it lazily (React.lazy's shape).
 */
export default function SpendBanner({ details, termsAccepted }: { readonly details: ConsumerDetails; readonly termsAccepted: boolean }): ReactElement | null {
  const { t } = useMessages();
  const market = useMarket();
  const titleId = useId();
  const banner = spendBannerFor(details, termsAccepted);
  if (banner === null) return null;
  const currency = details[FIGURES[banner.kind]]?.currency ?? market.currency;
  const money = (amount: number) => formatPrice(amount, currency, market.locale);
  return (
    <section className="banner banner--info spend-banner" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(TITLES[banner.kind])}</h2>
      <p>{t('account.spend', { spent: money(banner.currentSpend), limit: money(banner.limit), left: money(banner.remaining) })}</p>
      {banner.limit > 0 ? <meter min={0} max={banner.limit} value={Math.min(banner.currentSpend, banner.limit)} aria-labelledby={titleId} /> : null}
    </section>
  );
}
