import { useEffect, useState, type ReactElement } from 'react';
import type { ConsumerProfileView } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import SpendBanner from '../account/spend-banner.js';

/**
 * The cart's spend banner: the signed-in shopper's profile read in the browser, then the account's banner (the
 * same precedence and figures). Nothing while it loads or when it cannot be read: the cart never waits for it.
 * A default export: the cart loads it lazily, for a shopper of a special group only.
 */
export default function CartSpendBanner({ consumerNo }: { readonly consumerNo: string }): ReactElement | null {
  const api = useApi();
  const [profile, setProfile] = useState<ConsumerProfileView | null>(null);
  useEffect(() => {
    let live = true;
    void api.call('getConsumerProfile', {}).then((answer) => {
      if (live && answer.isOk() && answer.value.consumerProfile.consumerNo === consumerNo) setProfile(answer.value.consumerProfile);
    });
    return () => {
      live = false;
    };
  }, [api, consumerNo]);
  if (profile === null) return null;
  return <SpendBanner details={profile.consumerDetails} termsAccepted={profile.preferences.isEmployeeDiscountTCAccepted} />;
}
