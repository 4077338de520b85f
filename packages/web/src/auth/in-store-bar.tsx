import { useState, type ReactElement } from 'react';
import { inStoreRouteAddresses } from '@stride/application/in-store-route-addresses';
import { SIGN_OUT_CLEARED_STORES } from '@stride/domain/auth';
import { clearInStoreSessionPlan } from '@stride/domain/roles';
import { useApi } from '../app/services-context.js';
import { useMessages } from '../i18n/messages.js';
import type { InStoreDeviceSession } from './in-store-device.js';
import { keepInStoreSession } from './keep-in-store-session.js';
import { clearLocalStores } from './local-stores.js';
import './in-store.css';

/**
 * The store device's session bar: which store and employee the sales go to, and the button that clears the session
 * as account section 4 says (the session dropped, the shopper signed out, the device back on /associate-login).
 */
export function InStoreBar({ session }: { readonly session: InStoreDeviceSession }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'clearing' | 'failed'>('idle');

  const clear = async () => {
    setState('clearing');
    for (const step of clearInStoreSessionPlan()) {
      if (step.kind === 'clearInStoreSession') {
        // The server ends the associate's authority and the shopper's sign-in in one call.
        const ended = await api.with(inStoreRouteAddresses).call('endInStoreSession');
        if (ended.isErr()) return setState('failed');
        keepInStoreSession(null);
      } else if (step.kind === 'signOut') {
        clearLocalStores(SIGN_OUT_CLEARED_STORES);
      } else {
        // A full load: nothing of the shopper's stays in the page's state.
        window.location.assign(step.to);
      }
    }
  };

  return (
    <section className="in-store-bar" aria-label={t('inStore.label')}>
      <p>{t('inStore.bar', { store: `${session.storeName} (${session.storeId})`, employee: session.storeEmployeeName })}</p>
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          {t('inStore.clearFailed')}
        </p>
      ) : null}
      <button type="button" className="in-store-bar__clear" disabled={state === 'clearing'} onClick={() => void clear()}>
        {t('inStore.clear')}
      </button>
    </section>
  );
}
